/** A socket event a test client recorded, in arrival order. */
export interface RecordedEvent {
  event: string;
  payload: any;
}

/**
 * Resolves with the payload of the first recorded event (from index `from`) named `event` that matches, polling the
 * list every 10 ms until `timeoutMs`; the rejection lists what did arrive.
 */
export function waitForRecorded(events: readonly RecordedEvent[], event: string, predicate: (payload: any) => boolean, from: number, timeoutMs: number): Promise<any> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const check = () => {
      const hit = events.slice(from).find((e) => e.event === event && predicate(e.payload));
      if (hit) return resolve(hit.payload);
      if (Date.now() > deadline) return reject(new Error(`no ${event} event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`));
      setTimeout(check, 10);
    };
    check();
  });
}
