import { CHAT_SOCKET } from '@law/contracts';

/**
 * One pending retry at a time: a second "try again" while one is scheduled joins it instead of piling up.
 * The delay starts at the socket's reconnection delay and doubles up to its maximum, as socket.io's own does,
 * so a server whose database is down is not hammered by every open chat at once.
 */
export function createBackoffTimer(run: () => void, firstMs: number = CHAT_SOCKET.reconnectionDelayMs, maxMs: number = CHAT_SOCKET.reconnectionDelayMaxMs) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = firstMs;
  return {
    schedule(): void {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, delay);
      delay = Math.min(delay * 2, maxMs);
    },
    cancel(): void {
      clearTimeout(timer);
      timer = undefined;
    },
    /** The server answered: the next trouble starts again from the shortest delay. */
    reset(): void {
      delay = firstMs;
    },
  };
}
