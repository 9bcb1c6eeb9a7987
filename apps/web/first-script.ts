import type { Plugin } from 'vite';

/** What the walk reads of the bundler's plugin context. */
type Graph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
  error(message: string): never;
};

/** The web app's own modules: the packages' (Mantine's, the domain's) are reached through barrels. */
const OWN_CODE = /[\\/]apps[\\/]web[\\/]src[\\/]/;

/**
 * The web app's own modules that the entry (`src/main.tsx`) imports statically, directly or not,
 * found once the module graph is whole (`buildEnd`), before the chunks are made. Given to a
 * code-splitting group (`has` is its test), they make one chunk with the packages' modules they use
 * (a group takes its modules' dependencies with it): without it the bundler splits what the first
 * script runs by what the screens share, into four files where one does. A phone on plain HTTP/1.1
 * opens at most six connections to a server, and every file more before the first paint waits for
 * one of them (docs/performance.md, "Fewer files before the first paint"). The walk stops at the
 * packages: through a package's index it would take every module of it that any screen uses.
 */
export function firstScript() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'podryad:first-script',
    apply: 'build',
    buildEnd() {
      const graph = this as unknown as Graph;
      modules.clear();
      const entry = [...graph.getModuleIds()].find((id) =>
        id.replaceAll('\\', '/').endsWith('/apps/web/src/main.tsx'),
      );
      if (!entry) graph.error('the entry src/main.tsx is not among the modules');
      const pending = [entry];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (modules.has(id) || !OWN_CODE.test(id)) continue;
        modules.add(id);
        pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}
