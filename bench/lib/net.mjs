// Loopback ports for benchmark servers: find a free one, wait until a server answers.
import net from 'node:net';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** `port` if nothing listens on it on loopback, else a free one (other work on this machine may hold it). */
export function portOr(port) {
  return new Promise((resolve) => {
    const s = net.createServer().listen(port, '127.0.0.1', () => s.close(() => resolve(port)));
    s.on('error', () => resolve(freePort()));
  });
}

export async function waitHttp(url, timeoutMs, alive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server for ${url} exited while starting`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}
