import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Query parameters meant to be shown once, e.g. the banner after a wizard's redirect: read when the
 * screen opens, then dropped from the address (replacing the history entry), so a reload or Back
 * does not announce the same thing again.
 */
export function useQueryOnce<K extends string>(names: readonly K[]): Record<K, string | null> {
  const [params, setParams] = useSearchParams();
  const [taken] = useState(
    () =>
      Object.fromEntries(names.map((name) => [name, params.get(name)])) as Record<K, string | null>,
  );
  useEffect(() => {
    if (!names.some((name) => params.has(name))) return;
    const next = new URLSearchParams(params);
    names.forEach((name) => next.delete(name));
    setParams(next, { replace: true });
  }, [names, params, setParams]);
  return taken;
}
