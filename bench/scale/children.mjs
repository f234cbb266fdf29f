// Every process the benchmark starts (backends, nginx, redis, idle clients) is registered here and stopped by its
// own pid at the end, on failure and on Ctrl-C alike. Nothing is stopped by name.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sleep } from '../lib/net.mjs';

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export class Children {
  constructor(logDir) {
    this.logDir = logDir;
    this.entries = [];
  }

  /** Output goes to <logDir>/<name>.log. */
  spawn(name, command, args, options = {}) {
    const log = path.join(this.logDir, `${name}.log`);
    const fd = fs.openSync(log, 'a');
    const child = spawn(command, args, { ...options, stdio: ['ignore', fd, fd] });
    fs.closeSync(fd);
    return this.track(name, child, log);
  }

  /** A Node child with an IPC channel (its stderr is shown, its stdout is not). */
  fork(name, modulePath, args = []) {
    return this.track(name, fork(modulePath, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }), null);
  }

  track(name, child, log) {
    if (this.closing) {
      // The run is being stopped (Ctrl-C) while its main flow still goes on: nothing new may outlive it.
      child.kill('SIGKILL');
      throw new Error(`not starting ${name}: the benchmark is stopping`);
    }
    const entry = {
      name,
      child,
      log,
      pid: child.pid,
      /** Pids this child started itself that must not outlive it (nginx workers), with a check they are still those. */
      descendants: [],
      exited: new Promise((resolve) => child.once('exit', resolve)),
      alive: () => child.exitCode === null && child.signalCode === null,
    };
    child.once('error', () => {});
    this.entries.push(entry);
    return entry;
  }

  async stop(entry, graceMs = 10_000) {
    if (entry.alive()) {
      entry.child.kill('SIGTERM');
      const timer = sleep(graceMs).then(() => 'timeout');
      if ((await Promise.race([entry.exited, timer])) === 'timeout') {
        entry.child.kill('SIGKILL');
        await entry.exited;
      }
    }
    for (const d of entry.descendants) {
      if (isAlive(d.pid) && d.isStill()) process.kill(d.pid, 'SIGKILL');
    }
    this.entries = this.entries.filter((e) => e !== entry);
  }

  /** Newest first: nginx and clients before the instances, the instances before the Redis they shut down through. */
  async stopAll() {
    this.closing = true;
    for (const e of [...this.entries].reverse()) await this.stop(e);
  }
}
