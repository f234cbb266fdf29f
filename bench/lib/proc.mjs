// What the kernel says about a process or a port: resident memory, CPU time, children, TCP connections.
// Read from /proc so a benchmark measures the server from outside, without instrumenting it.
import fs from 'node:fs';

export function rssBytes(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

/** CPU seconds (user + system) the process has used so far. */
export function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** Pids whose parent is `pid` (e.g. nginx workers of a master). */
export function childPids(pid) {
  const out = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      /* exited while listing */
    }
  }
  return out;
}

export const openFds = (pid) => fs.readdirSync(`/proc/${pid}/fd`).length;

/** Soft limit of open files of this process (what its children inherit). */
export function openFilesLimit(pid = 'self') {
  const m = /^Max open files\s+(\d+|unlimited)/m.exec(fs.readFileSync(`/proc/${pid}/limits`, 'utf8'));
  return m?.[1] === 'unlimited' ? Infinity : Number(m?.[1]);
}

/**
 * Established IPv4 TCP connections whose local port is `port`, i.e. accepted by the server listening there.
 * Outgoing connections of that server (PostgreSQL, Redis) have other local ports and are not counted.
 */
export function establishedOnPort(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let n = 0;
  for (const line of fs.readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    if (f.length > 3 && f[3] === '01' && f[1].endsWith(`:${hexPort}`)) n += 1;
  }
  return n;
}

/**
 * CPU time of the whole machine since boot, in clock ticks, all cores: busy (not idle, iowait or steal), steal (the
 * hypervisor ran someone else while this VM wanted the CPU) and total.
 */
export function machineCpu() {
  const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = f.reduce((a, b) => a + b, 0); // user nice system idle iowait irq softirq steal
  return { busy: total - f[3] - f[4] - f[7], steal: f[7], total };
}
