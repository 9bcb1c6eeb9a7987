import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs`: a countdown shown in minutes stays right, and a
 * deadline passing while the page is open changes what the page offers.
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
