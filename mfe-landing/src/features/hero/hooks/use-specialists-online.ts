import { useEffect, useState } from 'react';
import { specialistsOnline } from '@law/contracts';

/** The table value for the current Kyiv hour, refreshed every minute. */
export function useSpecialistsOnline(): number {
  const [count, setCount] = useState(() => specialistsOnline(new Date()));
  useEffect(() => {
    const id = setInterval(() => setCount(specialistsOnline(new Date())), 60_000);
    return () => clearInterval(id);
  }, []);
  return count;
}
