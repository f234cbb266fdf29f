/** Thrown by `ConcurrencyLimit.run` when its queue is full: the caller answers "busy" instead of piling up work. */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
  }
}

/**
 * At most `limit` tasks at once; the rest wait in order (at most `maxWaiting` of them, then QueueFullError).
 * The chat runs its database work through one of these, so a burst of visitors queues in memory instead of
 * exhausting the connection pool; the login runs its password hashing through one, so a burst of guesses cannot
 * take every CPU core from the other requests.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}
