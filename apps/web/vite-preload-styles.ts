import type { Plugin } from 'vite';

/** The module the entry imports for the stylesheets (src/app/styles.ts). */
const STYLES_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]styles\.ts$/;

/**
 * Adds to index.html a `<link rel="preload" as="style">` for each stylesheet of the styles module,
 * which the entry imports dynamically: the browser fetches the stylesheet beside the first scripts
 * (as it would a render-blocking one) without holding up the first paint, and the entry's import
 * then finds it in the cache.
 */
export function preloadStyles(): Plugin {
  return {
    name: 'podryad:preload-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.facadeModuleId !== null &&
            STYLES_MODULE.test(output.facadeModuleId),
        );
        const css = chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        if (css.length === 0) throw new Error('No stylesheet of src/app/styles.ts in the bundle');
        return css.map((file) => ({
          tag: 'link',
          // Crossorigin as the entry's loader requests it (anonymous), so it reuses this response.
          attrs: { rel: 'preload', as: 'style', href: `/${file}`, crossorigin: true },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
