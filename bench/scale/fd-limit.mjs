// Thousands of sockets need thousands of file descriptors, in this process (idle clients' parent), in each backend
// and in nginx. Node cannot raise its own limit, so the benchmark re-runs itself under `ulimit -n` once; every child
// it spawns inherits the raised limit. Where the hard limit is lower (a container), it goes as high as allowed.
import { spawn } from 'node:child_process';

const MARK = 'BENCH_SCALE_FD_RAISED';

/** True when this process handed over to a re-run with the raised limit (the caller must then do nothing). */
export function rerunWithRaisedFdLimit(want) {
  if (process.env[MARK]) return false;
  const script = `ulimit -n ${want} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"`;
  const child = spawn('bash', ['-c', script, process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, [MARK]: '1' },
  });
  // A terminal's Ctrl-C reaches both; a `kill <pid>` of this one must still let the re-run clean up its children.
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
  return true;
}
