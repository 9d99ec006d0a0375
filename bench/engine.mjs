// The engine's own cost per case on the reference model (no model latency): CPU time per case,
// wall time, and peak memory. Needs `npm run build`.
//
// Usage: node bench/engine.mjs [cases=1000] [concurrency=16] [mode=engine]
//   engine     runEval alone, no listener (the engine's own cost)
//   reporters  the whole `agentdesk eval` in-process with every reporter: terminal, results.json,
//              report.md, report.html, junit.xml and traces.jsonl written to a temp folder
//   gate       the same with --gate (the default suite's gate runs the mutation audit first)
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCases } from './gen-cases.mjs';

const n = Number(process.argv[2] ?? 1000);
const concurrency = Number(process.argv[3] ?? 16);
const mode = process.argv[4] ?? 'engine';
if (!['engine', 'reporters', 'gate'].includes(mode)) throw new Error(`unknown mode ${mode}: engine, reporters or gate`);
const dir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-engine-'));
writeCases(dir, n);

let peak = 0;
const sample = () => { peak = Math.max(peak, process.memoryUsage().rss); };
const timer = setInterval(sample, 20);

/** runEval on the loaded cases, nothing listening. */
async function engineOnly() {
  const { loadCases } = await import('../dist/src/cases/index.js');
  const { runEval } = await import('../dist/src/run/engine.js');
  const { referenceProvider } = await import('../dist/src/model/backends/reference.js');
  const { loadPrompts } = await import('../dist/src/desk/prompts.js');
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
  const s = results.summary.overall;
  return { verdicts: { pass: s.passed, fail: s.failed, unjudged: s.unjudged }, loadMs: Math.round(t1 - t0), wall, cpu, peakLoad };
}

/** `agentdesk eval <cases> --reporter ...` in-process, its output counted and dropped. */
async function wholeCli() {
  const { cli } = await import('../dist/src/cli/main.js');
  const out = mkdtempSync(join(tmpdir(), 'agentdesk-bench-run-'));
  let printed = 0;
  const io = { stdout: (t) => void (printed += t.length), stderr: (t) => void process.stderr.write(t), cwd: process.cwd(), env: {}, isTTY: false };
  const reporters = ['terminal', 'json', 'md', 'html', 'junit'].flatMap((r) => ['--reporter', r]);
  const cpu0 = process.cpuUsage();
  const w0 = performance.now();
  const code = await cli(['eval', dir, '--out', out, '--concurrency', String(concurrency), '--no-langfuse', ...reporters, ...(mode === 'gate' ? ['--gate'] : [])], io);
  const wall = performance.now() - w0;
  const cpu = process.cpuUsage(cpu0);
  const files = Object.fromEntries(readdirSync(out).map((f) => [f, `${(statSync(join(out, f)).size / 1e6).toFixed(1)} MB`]));
  rmSync(out, { recursive: true, force: true });
  return { exitCode: code, files, printedKb: Math.round(printed / 1024), wall, cpu };
}

const run = mode === 'engine' ? await engineOnly() : await wholeCli();
clearInterval(timer);
sample();
const cpuMs = (run.cpu.user + run.cpu.system) / 1000;
const { wall, cpu: _cpu, peakLoad, ...rest } = run;
console.log(JSON.stringify({
  cases: n,
  concurrency,
  mode,
  ...rest,
  runWallMs: Math.round(wall),
  cpuMsPerCase: +(cpuMs / n).toFixed(3),
  wallMsPerCase: +(wall / n).toFixed(3),
  ...(peakLoad !== undefined ? { peakRssMbLoad: Math.round(peakLoad / 1024 / 1024), peakRssMbRun: Math.round(peak / 1024 / 1024) } : {}),
  // The kernel's high-water mark of the whole process (as /usr/bin/time reports it): the samples
  // above are taken by a timer, which cannot fire while trials run in microtasks only.
  maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
}, null, 2));
rmSync(dir, { recursive: true, force: true });
