// The end-of-run table and the JSON record in bench/scale/results/.
import fs from 'node:fs';
import path from 'node:path';

const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
const pct = (share) => `${fmt(share * 100, 0)}%`;

export function printReport({ phases, idle, context }) {
  console.log(`\nnode ${context.node}, ${context.cpus} CPU(s), ${context.nginx}, loopback; load average at start ${context.loadStart.join(' ')}, at end ${context.loadEnd.join(' ')}`);
  console.log(`${context.sources} client source addresses (127.0.1.1 … 127.0.${context.sources}.1, one per /24 for ip_hash); open-files limit ${context.openFilesLimit}\n`);
  console.log('| phase | instances behind nginx | visitors | replies | failed visitors | messages/s | p50 emit->reply ms | p99 emit->reply ms | websockets per instance |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const p of phases) {
    const spread = p.spread.map((s) => `${s.instance}: ${s.websockets}`).join(', ');
    console.log(`| ${p.label} | ${p.upstreams.join(' + ')} | ${p.visitors} | ${p.replies}/${p.expectedReplies} | ${p.failedVisitors} | ${fmt(p.messagesPerSec)} | ${fmt(p.p50Ms, 0)} | ${fmt(p.p99Ms, 0)} | ${spread} |`);
  }
  const parts = Object.keys(phases[0]?.cpuShareOfOneCore ?? {});
  console.log(`
CPU during messaging, % of one core (machine busy and steal: % of all ${context.cpus} cores):
`);
  console.log(`| phase | ${parts.join(' | ')} | machine busy | steal | instances' CPU ms per reply |`);
  console.log(`|---|${parts.map(() => '---|').join('')}---|---|---|`);
  for (const p of phases) {
    console.log(`| ${p.label} | ${parts.map((k) => pct(p.cpuShareOfOneCore[k])).join(' | ')} | ${pct(p.machineCpuBusy)} | ${pct(p.machineCpuSteal)} | ${fmt(p.instanceCpuMsPerReply, 2)} |`);
  }
  if (phases.length === 2 && phases[0].messagesPerSec > 0) console.log(`\nmessages/s with 2 instances ÷ with 1: ×${fmt(phases[1].messagesPerSec / phases[0].messagesPerSec, 2)}`);
  if (!idle) return;
  console.log('\n| idle phase | connections held | failed | RSS at 0 MiB | RSS at max MiB | RSS per idle connection KiB (slope) | idle connections within 1 GiB (extrapolated) | stopped because |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${idle.instance}, direct | ${idle.maxConnectionsHeld} | ${idle.failed} | ${fmt(idle.baselineRssMiB)} | ${fmt(idle.rssAtMaxMiB)} | ${fmt(idle.rssPerConnectionKiB, 2)} | ${idle.connectionsWithin1GiB} | ${idle.stopReason} |`,
  );
  console.log(`\nsteps (connections -> RSS MiB): ${idle.steps.map((s) => `${s.connections} -> ${fmt(s.rssMiB)}`).join(', ')}`);
}

export function writeResults(dir, record) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${record.startedAt.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}
