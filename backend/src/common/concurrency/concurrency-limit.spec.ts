import { describe, expect, it } from '@jest/globals';
import { ConcurrencyLimit, QueueFullError } from './concurrency-limit';

describe('ConcurrencyLimit', () => {
  it('runs at most `limit` tasks at once, in arrival order, and survives failures', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      order.push(i);
      if (i === 1) throw new Error('boom');
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((i) => limit.run(task(i))));
    expect(peak).toBe(2);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(order.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses new work once `maxWaiting` tasks wait, and takes work again when the queue drains', async () => {
    const limit = new ConcurrencyLimit(1, 2);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const first = limit.run(() => gate);
    const queued = [limit.run(async () => 'a'), limit.run(async () => 'b')];
    await expect(limit.run(async () => 'c')).rejects.toBeInstanceOf(QueueFullError);
    release();
    await first;
    expect(await Promise.all(queued)).toEqual(['a', 'b']);
    expect(await limit.run(async () => 'd')).toBe('d');
  });
});
