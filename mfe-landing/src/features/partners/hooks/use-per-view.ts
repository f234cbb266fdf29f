import { useEffect, useState } from 'react';
import { partnersPerView } from '@law/contracts';

/** Logos per view for the current window width, following resizes. */
export function usePerView(): number {
  const [perView, setPerView] = useState(() => partnersPerView(window.innerWidth));
  useEffect(() => {
    const queries = [window.matchMedia('(min-width: 640px)'), window.matchMedia('(min-width: 1024px)')];
    const update = () => setPerView(partnersPerView(window.innerWidth));
    for (const q of queries) q.addEventListener('change', update);
    update();
    return () => {
      for (const q of queries) q.removeEventListener('change', update);
    };
  }, []);
  return perView;
}
