// The engine's own cost per case on the reference model (no model latency): CPU time per case,
// wall time, and peak memory. Needs `npm run build`. Usage: node bench/engine.mjs [cases=1000] [concurrency=16]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCases } from './gen-cases.mjs';

const n = Number(process.argv[2] ?? 1000);
const concurrency = Number(process.argv[3] ?? 16);
const dir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-engine-'));
writeCases(dir, n);

const { loadCases } = await import('../dist/src/cases/index.js');
const { runEval } = await import('../dist/src/run/engine.js');
const { referenceProvider } = await import('../dist/src/model/backends/reference.js');
const { loadPrompts } = await import('../dist/src/desk/prompts.js');

let peak = 0;
const sample = () => { peak = Math.max(peak, process.memoryUsage().rss); };
const timer = setInterval(sample, 20);

const t0 = performance.now();
const { cases, problems } = await loadCases([dir], { cwd: dir, ...(process.env.WORKERS !== undefined ? { workers: Number(process.env.WORKERS) } : {}) });
if (problems.length) throw new Error(`${problems.length} problems in generated cases`);
const t1 = performance.now();
sample();
const peakLoad = peak;
peak = 0;
const cpu0 = process.cpuUsage();
const w0 = performance.now();
const results = await runEval({ cases, provider: referenceProvider(), suite: 'bench', concurrency, prompts: loadPrompts() });
const wall = performance.now() - w0;
const cpu = process.cpuUsage(cpu0);
clearInterval(timer);
sample();
const s = results.summary.overall;
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(JSON.stringify({
  cases: n,
  concurrency,
  verdicts: { pass: s.passed, fail: s.failed, unjudged: s.unjudged },
  loadMs: Math.round(t1 - t0),
  runWallMs: Math.round(wall),
  cpuMsPerCase: +(cpuMs / n).toFixed(3),
  wallMsPerCase: +(wall / n).toFixed(3),
  peakRssMbLoad: Math.round(peakLoad / 1024 / 1024),
  peakRssMbRun: Math.round(peak / 1024 / 1024),
  // The kernel's high-water mark of the whole process (as /usr/bin/time reports it): the samples
  // above are taken by a timer, which cannot fire while trials run in microtasks only.
  maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
}, null, 2));
rmSync(dir, { recursive: true, force: true });
