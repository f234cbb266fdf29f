import { partnersPerView } from '@law/contracts';
import { useClientValue } from '../../../lib/use-client-value';

/** The server HTML (no window) shows a phone's count; the browser's own width takes over after hydration. */
const SERVER_WIDTH = 375;

const read = () => partnersPerView(window.innerWidth);
const subscribe = (onChange: () => void) => {
  const queries = [window.matchMedia('(min-width: 640px)'), window.matchMedia('(min-width: 1024px)')];
  for (const q of queries) q.addEventListener('change', onChange);
  return () => {
    for (const q of queries) q.removeEventListener('change', onChange);
  };
};

/** Logos per view for the current window width, following resizes. */
export function usePerView(): number {
  return useClientValue(read, partnersPerView(SERVER_WIDTH), subscribe);
}
