import { spawn, type ChildProcess } from 'node:child_process';
import { connect as netConnect } from 'node:net';
import { freePort } from './ports';

/** A redis-server of the test's own (Debian's redis-server binary), so tests never share the machine's one. */
export interface TestRedis {
  url: string;
  stop(): void;
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const proc: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForRedis(port);
  return { url: `redis://127.0.0.1:${port}`, stop: () => void proc.kill('SIGTERM') };
}

/** Polls with a raw RESP PING until it answers +PONG. */
async function waitForRedis(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const pong = await new Promise<boolean>((resolve) => {
      const sock = netConnect(port, '127.0.0.1');
      sock.once('connect', () => sock.write('PING\r\n'));
      sock.once('data', (d) => {
        sock.destroy();
        resolve(d.toString().startsWith('+PONG'));
      });
      sock.once('error', () => resolve(false));
    });
    if (pong) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not start');
}
