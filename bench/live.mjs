// A live-model run's wall time against the ideal, through the real HTTP path: the engine drives the
// openai backend against the loopback OpenAI-compatible server (answering from each case's reference)
// with a fixed latency per request. Ideal = ceil(cases / concurrency) x model calls per case x latency.
// The server runs in a worker thread, so its work does not queue on the engine's event loop (a real
// provider is another machine). Builds what it needs (tsc into dist/).
// Usage: node bench/live.mjs [latencyMs=200] [concurrencies=1,8,32] [cases=2 x concurrency, at least 8]
//
// fullSharePct: how much of the time the engine kept `concurrency` requests in flight (in-flight.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { buildServer as build } from './build-server.mjs';
import { fullShare } from './in-flight.mjs';
import { writeCases } from './gen-cases.mjs';

const KEY = 'sk-bench-loopback-0000';
const TARGET = 0.15;

/** The worker: loads the cases, serves them, and answers 'stats' with its counts before closing. */
async function serve({ dir, latencyMs }) {
  const { loadCases } = await import('../dist/src/cases/index.js');
  const { startOpenAIServer, referenceResponder } = await import('../dist/test/support/openai-server.js');
  const { cases } = await loadCases([dir], { cwd: dir });
  const server = await startOpenAIServer({ apiKey: KEY, latencyMs, responder: referenceResponder(cases) });
  parentPort.on('message', async (level) => {
    const stats = { requests: server.requests.length, maxInFlight: server.maxInFlight, errors: server.errors.length, fullShare: fullShare(server.timeline(), level) };
    await server.close();
    parentPort.postMessage(stats);
  });
  parentPort.postMessage({ url: server.url });
}

const once = (worker) => new Promise((resolve, reject) => {
  worker.once('message', resolve);
  worker.once('error', reject);
});

async function main() {
  const latencyMs = Number(process.argv[2] ?? 200);
  const levels = (process.argv[3] ?? '1,8,32').split(',').map(Number);
  const fixedCases = process.argv[4] === undefined ? undefined : Number(process.argv[4]);
  build();
  const { loadCases } = await import('../dist/src/cases/index.js');
  const { runEval } = await import('../dist/src/run/engine.js');
  const { createProvider } = await import('../dist/src/model/registry.js');
  const { loadPrompts } = await import('../dist/src/desk/prompts.js');
  const prompts = loadPrompts();

  /** n generated cases through the HTTP path: the results, the server's counts and the wall time. */
  async function liveRun(n, concurrency, latency) {
    const dir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-live-'));
    writeCases(dir, n);
    const { cases, problems } = await loadCases([dir], { cwd: dir });
    if (problems.length) throw new Error(`${problems.length} problems in generated cases`);
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { dir, latencyMs: latency } });
    const { url } = await once(worker);
    const provider = createProvider({
      spec: 'openai:bench',
      baseUrl: url,
      env: { AGENTDESK_API_KEY: KEY },
      settings: { maxConcurrency: concurrency, timeoutMs: 30_000 },
    });
    const t0 = performance.now();
    const results = await runEval({ cases, provider, suite: 'bench', concurrency, prompts });
    const wall = performance.now() - t0;
    await provider.close();
    worker.postMessage(concurrency);
    const stats = await once(worker);
    await worker.terminate();
    rmSync(dir, { recursive: true, force: true });
    return { results, stats, wall };
  }

  // The process's first trials pay one-off costs (JIT; the graders' large regexes compile on first
  // use, about a second that blocks every trial in flight). Measured apart, so the levels show scaling.
  const warm = await liveRun(2, 1, 0);
  const warmupMs = Math.round(warm.wall);
  console.error(`warm-up (2 cases, no latency): ${warmupMs} ms`);

  const rows = [];
  for (const concurrency of levels) {
    // Two rounds of cases per level (at least 8), so the ideal spans more than one wave.
    const n = fixedCases ?? Math.max(8, 2 * concurrency);
    const { results, stats, wall } = await liveRun(n, concurrency, latencyMs);
    const callsPerCase = stats.requests / n;
    const ideal = Math.ceil(n / concurrency) * callsPerCase * latencyMs;
    const s = results.summary.overall;
    rows.push({
      concurrency,
      cases: n,
      modelCallsPerCase: callsPerCase,
      verdicts: { pass: s.passed, fail: s.failed, unjudged: s.unjudged },
      maxInFlight: stats.maxInFlight,
      fullSharePct: +(stats.fullShare * 100).toFixed(1),
      serverErrors: stats.errors,
      wallMs: Math.round(wall),
      idealMs: Math.round(ideal),
      overPct: +((wall / ideal - 1) * 100).toFixed(1),
      withinTarget: wall <= ideal * (1 + TARGET),
    });
    console.error(`concurrency ${concurrency}: ${Math.round(wall)} ms vs ideal ${Math.round(ideal)} ms, ${(stats.fullShare * 100).toFixed(1)} % of the time at ${concurrency} in flight`);
  }
  console.log(JSON.stringify({ latencyMs, warmupMs, target: `within ${TARGET * 100}% of ideal`, rows }, null, 2));
  process.exitCode = rows.every((r) => r.withinTarget && r.serverErrors === 0) ? 0 : 1;
}

if (isMainThread) await main();
else await serve(workerData);
