// One load phase through nginx: N visitors register, open websockets, announce themselves and each hold an intake
// conversation of M messages. Measures replies, failures, messages/s, emit->reply latency, and how the visitors
// were spread over the instances.
import { announceVisitor, connectVisitor, converse, registerVisitor } from '../lib/chat-visitor.mjs';
import { establishedOnPort } from '../lib/proc.mjs';
import { sleep } from '../lib/net.mjs';
import { percentile, pool } from '../lib/stats.mjs';
import { startCpuAccount } from './cpu-account.mjs';

// Node closes an idle keep-alive connection after 5 s (http.Server keepAliveTimeout), so after this pause the
// nginx->instance connections left from registration are gone and the connections counted next are websockets.
const KEEPALIVE_DRAIN_MS = 6_000;
const MESSAGE_TIMEOUT_MS = 120_000;

export async function runLoadPhase({ label, base, instances, upstreams, nginx, redisPid, db, visitors, messages, offset, sources, concurrency }) {
  console.log(`\n[${label}] ${visitors} visitors x ${messages} messages through nginx (${base})`);
  const indices = Array.from({ length: visitors }, (_, i) => i);
  const localAddress = (i) => sources[i % sources.length];
  const failed = new Map();
  const fail = (i, stage, e) => {
    if (failed.has(i)) return;
    failed.set(i, `${stage}: ${e.message}`);
    if (failed.size <= 3) console.log(`  visitor ${i} ${stage}: ${e.message}`);
  };

  const regStart = performance.now();
  const ids = await pool(indices, concurrency, (i) => registerVisitor(base, offset + i, { localAddress: localAddress(i) }).catch((e) => fail(i, 'register', e)));
  const regSeconds = (performance.now() - regStart) / 1000;
  console.log(`  registered ${ids.filter(Boolean).length} in ${regSeconds.toFixed(1)} s`);

  await sleep(KEEPALIVE_DRAIN_MS);
  const before = instances.map((x) => establishedOnPort(x.port));
  const sockets = await pool(indices, concurrency, async (i) => {
    if (!ids[i]) return null;
    let socket;
    try {
      socket = await connectVisitor(base, { localAddress: localAddress(i) });
      await announceVisitor(socket, ids[i]);
      return socket;
    } catch (e) {
      socket?.disconnect();
      fail(i, 'connect', e);
      return null;
    }
  });
  await sleep(1000);
  const spread = instances.map((x, k) => ({ instance: x.name, port: x.port, websockets: establishedOnPort(x.port) - before[k] }));
  const connected = sockets.filter(Boolean).length;
  console.log(`  connected ${connected}; websockets per instance: ${spread.map((s) => `${s.instance} ${s.websockets}`).join(', ')}`);

  const finishCpu = await startCpuAccount({ instances, nginx, redisPid, db });
  const started = performance.now();
  const latencies = (
    await Promise.all(
      sockets.map(async (s, i) => {
        if (!s) return [];
        try {
          return await converse(s, ids[i], messages, MESSAGE_TIMEOUT_MS);
        } catch (e) {
          fail(i, 'message', e);
          return [];
        }
      }),
    )
  ).flat();
  const seconds = (performance.now() - started) / 1000;
  const cpu = await finishCpu();
  for (const s of sockets) s?.disconnect();
  latencies.sort((a, b) => a - b);
  const result = {
    label,
    upstreams,
    visitors,
    messagesPerVisitor: messages,
    registrationsPerSec: ids.filter(Boolean).length / regSeconds,
    connected,
    replies: latencies.length,
    expectedReplies: visitors * messages,
    failedVisitors: failed.size,
    firstFailures: [...failed.values()].slice(0, 5),
    messagingSeconds: seconds,
    messagesPerSec: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    spread,
    cpuShareOfOneCore: cpu.shares,
    machineCpuBusy: cpu.machineBusy,
    machineCpuSteal: cpu.steal,
    postgresConnections: cpu.pgConnections,
    /** Instances' CPU per reply: the same work split over more processes should cost about the same. */
    instanceCpuMsPerReply: (cpu.instanceCpuSeconds * 1000) / Math.max(1, latencies.length),
  };
  console.log(`  replies ${result.replies}/${result.expectedReplies} in ${seconds.toFixed(1)} s: ${result.messagesPerSec.toFixed(1)} messages/s, p50 ${result.p50Ms.toFixed(0)} ms, p99 ${result.p99Ms.toFixed(0)} ms`);
  await sleep(1000);
  return result;
}
