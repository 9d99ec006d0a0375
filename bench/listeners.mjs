// What each listener of a run and each report costs, apart: the engine runs N generated cases on
// the reference model in-process with the listeners `agentdesk eval` attaches (traces.jsonl, the
// journal), each hook timed on its own in CPU time (hooks run synchronously up to their first
// await, so the time is theirs alone, with whatever GC they set off), then every report of the run
// folder is rendered and written, each timed. CPU time, not wall: a shared machine preempts us.
// With a key (the second argument, `key`), the run knows a secret, as a live run does, and every
// writer redacts.
//
// Usage: node bench/listeners.mjs [cases=500] [secret=none|key] [repeats=3]
// Needs `npm run build`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCases } from './gen-cases.mjs';

const n = Number(process.argv[2] ?? 500);
const secret = process.argv[3] ?? 'none';
const repeats = Number(process.argv[4] ?? 3);
const dist = new URL('../dist/src/', import.meta.url);
const load = (path) => import(new URL(path, dist).href);
const { loadCases } = await load('cases/index.js');
const { runEval } = await load('run/engine.js');
const { referenceProvider } = await load('model/backends/reference.js');
const { loadPrompts } = await load('desk/prompts.js');
const { createTraceListeners } = await load('trace/index.js');
const { journalListener } = await load('run/journal.js');
const { createRedactor, NO_SECRETS } = await load('secrets/index.js');
const { FORMATS, runSource } = await load('report/formats.js');
const { writeRecord } = await load('report/records.js');

const dir = writeCases(mkdtempSync(join(tmpdir(), 'agentdesk-bench-listeners-')), n);
const { cases, problems } = await loadCases([dir], { cwd: dir });
if (problems.length) throw new Error(`${problems.length} problems in generated cases`);
const redact = secret === 'key' ? createRedactor(['sk-bench-loopback-0000']) : NO_SECRETS;

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Wraps every hook of a listener so the CPU time of its synchronous part adds to `spent[name]`. */
function timed(listener, spent) {
  const out = { name: listener.name };
  for (const [hook, fn] of Object.entries(listener)) {
    if (typeof fn !== 'function') continue;
    out[hook] = (...args) => {
      const t0 = cpuMs();
      try {
        return fn.apply(listener, args);
      } finally {
        spent[listener.name] = (spent[listener.name] ?? 0) + cpuMs() - t0;
      }
    };
  }
  return out;
}

async function once() {
  const runDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-listeners-run-'));
  const spent = {};
  const listeners = [
    ...createTraceListeners({ env: {}, runDir, cases, warn: () => undefined, redact }),
    journalListener(join(runDir, 'journal.jsonl'), { filter: redact.text, failed: () => undefined }),
  ].map((l) => timed(l, spent));
  const t0 = cpuMs();
  const results = await runEval({ cases, provider: referenceProvider(), suite: 'bench', concurrency: 16, prompts: loadPrompts(), listeners, redact });
  spent['run (CPU, listeners included)'] = cpuMs() - t0;
  const source = runSource(results);
  for (const [name, format] of Object.entries(FORMATS)) {
    const r0 = cpuMs();
    const failed = await writeRecord(join(runDir, format.file), format.pieces(source, {}), redact.text);
    if (failed) throw new Error(failed.reason);
    spent[`report ${format.file}`] = cpuMs() - r0;
  }
  rmSync(runDir, { recursive: true, force: true });
  return spent;
}

const runs = [];
for (let r = 0; r < repeats; r += 1) runs.push(await once());
const names = Object.keys(runs[0]);
const row = {};
for (const name of names) {
  const perCase = runs.map((s) => (s[name] ?? 0) / n);
  row[name] = `${Math.min(...perCase).toFixed(3)}–${Math.max(...perCase).toFixed(3)} ms/case`;
}
console.log(JSON.stringify({ cases: n, secret, repeats, ...row }, null, 2));
rmSync(dir, { recursive: true, force: true });
