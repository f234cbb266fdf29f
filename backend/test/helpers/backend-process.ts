import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ADMIN_PASSWORD } from './test-app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAIN = path.join(root, 'backend/dist/backend/src/main.js');

/** Builds libs/contracts and the backend with tsc when stale (scripts/build.mjs skips what is fresh). */
export function ensureBackendBuilt(): void {
  const res = spawnSync(process.execPath, ['scripts/build.mjs', '--only=contracts,backend'], { cwd: root, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`backend build failed:\n${res.stdout}\n${res.stderr}`);
}

/**
 * The production backend (`node backend/dist/.../main.js`) as its own process, for tests that must kill it
 * (SIGKILL: no shutdown code runs) or stop it the way an orchestrator does (SIGTERM).
 */
export class BackendProcess {
  readonly url: string;
  private output = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(private readonly proc: ChildProcess, readonly port: number) {
    this.url = `http://127.0.0.1:${port}`;
    proc.stdout?.on('data', (d) => (this.output += d));
    proc.stderr?.on('data', (d) => (this.output += d));
    this.exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
  }

  static async start(port: number, env: Record<string, string>): Promise<BackendProcess> {
    const proc = spawn(process.execPath, [MAIN], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
        DATA_DIR: '/tmp/law-test-data',
        ...env,
      },
    });
    const backend = new BackendProcess(proc, port);
    await backend.waitReady();
    return backend;
  }

  /** Resolves once /api/health/ready answers 200 (migrated, database reachable). */
  private async waitReady(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let exitedEarly = false;
    void this.exited.then(() => (exitedEarly = true));
    while (Date.now() < deadline && !exitedEarly) {
      try {
        if ((await fetch(`${this.url}/api/health/ready`)).status === 200) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    this.proc.kill('SIGKILL');
    throw new Error(`backend on port ${this.port} did not become ready:\n${this.output}`);
  }

  /** SIGKILL (a crash: nothing is flushed or closed) or SIGTERM (graceful). Resolves when the process is gone. */
  async kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (this.proc.exitCode === null && this.proc.signalCode === null) this.proc.kill(signal);
    return this.exited;
  }

  get log(): string {
    return this.output;
  }
}
