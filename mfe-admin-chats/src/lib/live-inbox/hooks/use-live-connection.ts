import { useEffect } from 'react';
import { liveInbox } from '../stores/live-inbox-store';

/** Keeps the page's /admin socket open while a screen that shows live data is mounted. */
export function useLiveConnection(): void {
  useEffect(() => {
    liveInbox.start();
    return () => liveInbox.stop();
  }, []);
}
