import { useCallback, useEffect, useRef, useState } from 'react';
import { HINT_MS } from '@podryad/domain';

/** A message that shows for a while and then goes away by itself (spec: hints and errors 3 s). */
export function useFlash<T = string>(durationMs = HINT_MS) {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(null), durationMs);
    },
    [durationMs],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setValue(null);
  }, []);
  return { value, show, clear };
}
