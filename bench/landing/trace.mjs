#!/usr/bin/env node
// Where the main-thread time of '/' goes, independent of machine load as far as a lab run can be: a Chromium
// performance trace with Lighthouse's mobile conditions (CPU x4, slow 4G, cold cache), then every top-level task
// after the first contentful paint, its duration, and what ran inside it (self time by script URL and by kind:
// compile, evaluate, parse HTML, style/layout, GC...). Long tasks (> 50 ms) are listed one by one.
//
//   node bench/landing/trace.mjs --url=http://127.0.0.1:3000/ [--runs=3] [--out=/tmp/landing-trace] [--min=50]
// --simulate: see SIMULATE below. Runs against a server that is already up (e.g. the built backend). With --out, each run's trace is kept
// (load it in DevTools' Performance panel); --from=<that folder> analyses kept traces again without a browser.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { MOBILE, SLOW_4G } from './phone.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');

const opt = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
const URL_ = opt('url');
if (!URL_) throw new Error('--url=http://host:port/ is required');
const RUNS = Number(opt('runs') ?? 3);
const OUT = opt('out');
const MIN = Number(opt('min') ?? 50);
const SLOWDOWN = 4;
// --simulate: no CPU throttling while tracing; each task's thread CPU time x4 stands for its length on the phone, the way
// Lighthouse's simulated throttling scales an unthrottled trace. Thread CPU time is little changed by other processes
// on a busy machine (wall time is), so runs compare even while other work runs. (With CPU throttling on, Chromium's
// throttle counts into the thread's CPU time, so the thread CPU figures are then the throttled ones.)
const SIMULATE = process.argv.includes('--simulate');
const VERBOSE = process.argv.includes('--functions');
const BLOCK_SOCKET = process.argv.includes('--block-socket');

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
  'loading',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

async function traceOnce(browser, i) {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  if (BLOCK_SOCKET) await page.routeWebSocket(/socket\.io/, () => undefined);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SIMULATE ? 1 : SLOWDOWN });
  const chunks = [];
  cdp.on('Tracing.dataCollected', (e) => chunks.push(...e.value));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(URL_, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(4000);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  if (OUT) {
    fs.mkdirSync(OUT, { recursive: true });
    fs.writeFileSync(path.join(OUT, `trace-${i + 1}.json`), JSON.stringify({ traceEvents: chunks }));
  }
  return chunks;
}

const short = (u) => (u ? u.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '');

/** The V8 CPU profile of the main thread as [ts, {url, fn}] samples (leaf frame = self time). */
function samplesOf(events, pid, tid) {
  const profiles = new Map();
  for (const e of events) {
    if (e.name === 'Profile' && e.pid === pid) profiles.set(e.id, { tid: e.tid, start: e.args.data.startTime, nodes: new Map(), samples: [], deltas: [] });
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !profiles.has(e.id)) continue;
    const p = profiles.get(e.id);
    const cp = e.args.data.cpuProfile ?? {};
    for (const n of cp.nodes ?? []) p.nodes.set(n.id, n);
    p.samples.push(...(cp.samples ?? []));
    p.deltas.push(...(e.args.data.timeDeltas ?? []));
  }
  const best = [...profiles.values()].sort((a, b) => (b.tid === tid) - (a.tid === tid) || b.samples.length - a.samples.length)[0];
  if (!best) return [];
  const parentOf = new Map();
  for (const n of best.nodes.values()) for (const c of n.children ?? []) parentOf.set(c, n.id);
  for (const n of best.nodes.values()) if (n.parent !== undefined) parentOf.set(n.id, n.parent);
  const out = [];
  let ts = best.start;
  for (let i = 0; i < best.samples.length; i++) {
    ts += best.deltas[i] ?? 0;
    const n = best.nodes.get(best.samples[i]);
    if (!n) continue;
    const cf = n.callFrame;
    // Nearest frame with a script URL (builtins and native code have none) names the script.
    let url = cf.url;
    for (let id = n.id; !url && id !== undefined; id = parentOf.get(id)) url = best.nodes.get(id)?.callFrame?.url;
    out.push([ts, { url: short(url) || `(${cf.functionName || 'native'})`, fn: cf.functionName || '(anonymous)', idle: cf.functionName === '(idle)' || cf.functionName === '(program)' }]);
  }
  return out;
}

function analyse(events) {
  // The renderer main thread of the page: where our own page's HTML was parsed (the browser's own UI pages, e.g. the
  // omnibox, run in other renderers and paint too).
  const origin = new URL(URL_).origin;
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin)) ?? events.find((e) => (e.name === 'EvaluateScript' || e.name === 'v8.compile') && e.args?.data?.url?.startsWith(origin));
  const mainTid = `${parse.pid}:${parse.tid}`;
  const fcpEv = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === mainTid);
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.navigationId === fcpEv?.args?.data?.navigationId);
  const t0 = nav?.ts ?? Math.min(...events.filter((e) => e.ts && `${e.pid}:${e.tid}` === mainTid).map((e) => e.ts));
  const fcp = fcpEv ? (fcpEv.ts - t0) / 1000 : 0;
  const [mainPid, mainTidN] = mainTid.split(':').map(Number);
  const samples = samplesOf(events, mainPid, mainTidN);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === mainTid && e.ph === 'X' && e.dur !== undefined);
  onMain.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  // Children of a task: attribute self time to (kind, url). A stack walk over nested complete events.
  const results = [];
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
    const selfBy = new Map();
    const stack = [];
    const add = (key, d) => selfBy.set(key, (selfBy.get(key) ?? 0) + d);
    const urlOf = (e) => e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url || e.args?.data?.fileName || '';
    const label = (e, parentUrl) => {
      const url = short(urlOf(e)) || parentUrl;
      return { url, kind: e.name };
    };
    const frames = [];
    for (const e of inside) {
      while (frames.length && frames[frames.length - 1].end <= e.ts) frames.pop();
      const parent = frames[frames.length - 1];
      const l = label(e, parent?.url ?? '');
      const f = { e, end: e.ts + e.dur, url: l.url, kind: l.kind, child: 0 };
      if (parent) parent.child += e.dur;
      frames.push(f);
      stack.push(f);
    }
    for (const f of stack) {
      const self = Math.max(0, f.e.dur - f.child) / 1000;
      if (self > 0.05) add(`${f.url || '(no script)'} ${f.kind}`, self);
    }
    const startMs = (task.ts - t0) / 1000;
    // JS self time by script and function from the CPU profile samples inside the task.
    const js = new Map();
    const jsScript = new Map();
    const within = samples.filter(([ts]) => ts >= task.ts && ts < end);
    for (let k = 0; k < within.length; k++) {
      const [ts, s] = within[k];
      if (s.idle) continue;
      const next = within[k + 1]?.[0] ?? end;
      const d = Math.min(next - ts, 5000) / 1000;
      js.set(`${s.url} ${s.fn}`, (js.get(`${s.url} ${s.fn}`) ?? 0) + d);
      jsScript.set(s.url, (jsScript.get(s.url) ?? 0) + d);
    }
    results.push({
      self: selfBy,
      // Thread CPU time of the task: what it cost this thread, not stretched by other processes on a busy machine.
      // CPU throttling suspends the thread, so x4 is the task's length on the emulated phone (Lighthouse's
      // simulated throttling scales the same way).
      cpu4: ((task.tdur ?? task.dur) / 1000) * (SIMULATE ? SLOWDOWN : 1),
      start: startMs,
      dur: task.dur / 1000,
      top: [...selfBy.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8),
      scripts: [...jsScript.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6),
      fns: [...js.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10),
    });
  }
  // The other threads' CPU after FCP (raster, compositing, the browser process): on a machine with few cores they take
  // turns with the page's main thread, and every ms they hold a core can stretch a main-thread task's wall time.
  const names = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const others = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (key === mainTid || e.ph !== 'X' || e.tdur === undefined || (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask')) continue;
    if ((e.ts - t0) / 1000 < fcp) continue;
    const name = (names.get(key) ?? 'thread').replace(/\d+$/, '');
    others.set(name, (others.get(name) ?? 0) + e.tdur / 1000);
  }
  return { fcp, results, others };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const FROM = opt('from');
const saved = FROM ? fs.readdirSync(FROM).filter((f) => /^trace-\d+\.json$/.test(f)).sort().map((f) => path.join(FROM, f)) : [];
try {
  if (!FROM) await traceOnce(browser, -1).catch(() => undefined); // warm the server
  const tbts = [];
  for (let i = 0; i < (FROM ? saved.length : RUNS); i++) {
    const events = FROM ? JSON.parse(fs.readFileSync(saved[i], 'utf8')).traceEvents : await traceOnce(browser, i);
    const { fcp, results, others } = analyse(events);
    const after = results.filter((t) => t.start >= fcp);
    const long = after.filter((t) => t.dur > MIN || t.cpu4 > MIN);
    const tbt = after.reduce((s, t) => s + Math.max(0, t.dur - 50), 0);
    const busy = after.reduce((s, t) => s + t.dur, 0);
    const cpuTbt = after.reduce((s, t) => s + Math.max(0, t.cpu4 - 50), 0);
    const cpuBusy = after.reduce((s, t) => s + t.cpu4, 0);
    tbts.push([tbt, cpuTbt]);
    console.log(`\nrun ${i + 1}: FCP ${fcp.toFixed(0)} ms; after FCP: ${after.length} tasks; wall: ${busy.toFixed(0)} ms busy, TBT ${tbt.toFixed(0)} ms; ` +
      `thread CPU${SIMULATE ? ` x${SLOWDOWN}` : ''}: ${cpuBusy.toFixed(0)} ms busy, TBT ${cpuTbt.toFixed(0)} ms, ${after.filter((t) => t.cpu4 > 50).length} tasks > 50 ms`);
    const kinds = new Map();
    for (const t of after) for (const [k, ms] of t.self) {
      const kind = k.slice(k.lastIndexOf(' ') + 1);
      const group = /^V8\.(Compile|Parse|PreParse|CollectSource|FlushInstruction|OffThread|Streaming)/.test(kind) || kind === 'v8.compile' ? 'compile (V8)' : /GC/.test(kind) ? 'GC' : kind;
      kinds.set(group, (kinds.get(group) ?? 0) + ms);
    }
    console.log(`  other threads' CPU after FCP: ${[...others.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, ms]) => `${k} ${ms.toFixed(0)} ms`).join(', ')}`);
    console.log(`  after FCP by kind: ${[...kinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, ms]) => `${k} ${ms.toFixed(0)} ms`).join(', ')}`);
    for (const t of long) {
      console.log(`  @${t.start.toFixed(0)} ms  wall ${t.dur.toFixed(0)} ms, CPU${SIMULATE ? ` x${SLOWDOWN}` : ''} ${t.cpu4.toFixed(0)} ms`);
      for (const [k, ms] of t.top) console.log(`      ${ms.toFixed(1).padStart(7)} ms  ${k}`);
      if (t.scripts.length) console.log(`      JS samples by script: ${t.scripts.map(([u, ms]) => `${u} ${ms.toFixed(0)} ms`).join(', ')}`);
      if (VERBOSE) for (const [k, ms] of t.fns) console.log(`        ${ms.toFixed(1).padStart(7)} ms  ${k}`);
    }
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`\nTBT after FCP, wall: ${tbts.map((t) => t[0].toFixed(0)).join(', ')} ms (median ${med(tbts.map((t) => t[0])).toFixed(0)}); ` +
    `thread CPU${SIMULATE ? ` x${SLOWDOWN}` : ''}: ${tbts.map((t) => t[1].toFixed(0)).join(', ')} ms (median ${med(tbts.map((t) => t[1])).toFixed(0)})`);
} finally {
  await browser.close();
}
