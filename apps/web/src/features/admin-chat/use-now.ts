import { useEffect, useState } from 'react';

/** The current time, refreshed each minute so "5 minutes ago" stays true while the inbox is open. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
