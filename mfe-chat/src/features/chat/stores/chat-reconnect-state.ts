/**
 * Whether the visitor should see "reconnecting": the link dropped after it had been up (a first-time visitor who
 * has simply not connected yet is not "reconnecting"), or the server said "not now" — its database is unreachable,
 * or it is restarting — and has not yet answered for real since. `onChange` hears the value after every event.
 */
export function createReconnectState(onChange: (reconnecting: boolean) => void) {
  let everConnected = false;
  let linkLost = false;
  let serverBusy = false;
  const update = () => onChange(linkLost || serverBusy);
  return {
    /** The current connection life had a connection before (so the next `connected` is a reconnection). */
    hasConnected(): boolean {
      return everConnected;
    },
    connected(): void {
      everConnected = true;
      linkLost = false;
      update();
    },
    /** `byClient`: the page closed the socket itself ('io client disconnect'): nothing is being restored. */
    disconnected(byClient: boolean): void {
      linkLost = !byClient && everConnected;
      if (byClient) serverBusy = false;
      update();
    },
    serverBusy(): void {
      serverBusy = true;
      update();
    },
    serverAnswered(): void {
      serverBusy = false;
      update();
    },
    /** The socket was detached: a later attach starts a new connection life. */
    reset(): void {
      everConnected = false;
      linkLost = false;
      serverBusy = false;
      update();
    },
  };
}
