// What a user pays: the whole `agentdesk eval` process under /usr/bin/time -v, offline (the
// reference model) and over HTTP (the openai backend over undici against the loopback server in a
// process of its own, bench/serve.mjs), at each size, with every default reporter and --no-langfuse.
//
// CPU per case leaves start-up out by the one-case difference: (CPU(N) - CPU(1)) / (N - 1), and
// CPU per model call is the same over the server's count of requests. Each size is first run once
// to fill the case cache (.agentdesk/cache/cases in the run's folder), as any second run of an
// unchanged suite finds it; that first run is reported apart (`coldCacheCpuS`).
//
// Usage: node bench/cli.mjs [sizes=200,1000,10000] [modes=offline,http] [repeats=3] [concurrency=8]
// Needs `npm run build`; builds the loopback server into dist/test/.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';
import { parseTime, startServer } from './server-process.mjs';
import { writeCases } from './gen-cases.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const KEY = 'sk-bench-loopback-0000';
const sizes = (process.argv[2] ?? '200,1000,10000').split(',').map(Number);
const modes = (process.argv[3] ?? 'offline,http').split(',');
const repeats = Number(process.argv[4] ?? 3);
const concurrency = process.argv[5] ?? '8';

/** A run's figures, in the mode's flags: offline, or the openai backend against a fresh server. */
async function measure(dir, mode) {
  if (mode === 'offline') return { ...timedRun(dir, [], {}), requests: 0 };
  const server = await startServer(dir, 0, KEY);
  const run = timedRun(dir, ['--model', 'openai:bench', '--base-url', server.url], { AGENTDESK_API_KEY: KEY });
  const stats = await server.stop();
  if (stats.errors.length > 0) throw new Error(`server errors: ${stats.errors.slice(0, 3).join('; ')}`);
  return { ...run, requests: stats.requests };
}

/** One `agentdesk eval` of a folder under /usr/bin/time -v: CPU seconds, peak RSS, wall, exit code. */
function timedRun(dir, extra, env) {
  const out = mkdtempSync(join(tmpdir(), 'agentdesk-bench-cli-out-'));
  const args = ['-v', process.execPath, join(root, 'bin/agentdesk.js'), 'eval', dir, '--out', out, '--no-langfuse', '--concurrency', concurrency, ...extra];
  const run = spawnSync('/usr/bin/time', args, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 1 << 26 });
  rmSync(out, { recursive: true, force: true });
  return { code: run.status, ...parseTime(run.stderr ?? '') };
}

const range = (values, digits = 2) => {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? lo.toFixed(digits) : `${lo.toFixed(digits)}–${hi.toFixed(digits)}`;
};

async function main() {
  if (modes.includes('http')) buildServer();
  const dirs = new Map();
  for (const n of [1, ...sizes]) dirs.set(n, writeCases(mkdtempSync(join(tmpdir(), `agentdesk-bench-cli-${n}-`)), n));
  const rows = [];
  for (const mode of modes) {
    // The one-case run, start-up and all: what every larger run pays once.
    const cold = await measure(dirs.get(1), mode);
    const ones = [];
    for (let r = 0; r < repeats; r += 1) ones.push(await measure(dirs.get(1), mode));
    for (const n of sizes) {
      const first = await measure(dirs.get(n), mode);
      const runs = [];
      for (let r = 0; r < repeats; r += 1) {
        // Interleaved with a one-case run, so both see the same machine.
        const one = await measure(dirs.get(1), mode);
        const big = await measure(dirs.get(n), mode);
        if (big.code !== 0 || one.code !== 0) throw new Error(`${mode} ${n}: exit ${big.code} / ${one.code}`);
        runs.push({ one, big });
      }
      const perCase = runs.map(({ one, big }) => ((big.cpuS - one.cpuS) * 1000) / (n - 1));
      const perCall = runs.map(({ one, big }) => (big.requests > one.requests ? ((big.cpuS - one.cpuS) * 1000) / (big.requests - one.requests) : NaN));
      const row = {
        mode,
        cases: n,
        cpuS: range(runs.map((r) => r.big.cpuS)),
        cpuMsPerCase: range(perCase),
        ...(mode === 'http' ? { modelCalls: runs[0].big.requests, cpuMsPerModelCall: range(perCall, 3) } : {}),
        peakRssMb: range(runs.map((r) => r.big.maxRssMb), 0),
        wallS: range(runs.map((r) => r.big.wallS)),
        coldCacheCpuS: first.cpuS,
      };
      rows.push(row);
      console.error(JSON.stringify(row));
    }
    rows.push({ mode, cases: 1, cpuS: range([cold.cpuS, ...ones.map((o) => o.cpuS)]), peakRssMb: range(ones.map((o) => o.maxRssMb), 0), wallS: range(ones.map((o) => o.wallS)) });
  }
  for (const dir of dirs.values()) rmSync(dir, { recursive: true, force: true });
  console.log(JSON.stringify({ concurrency: Number(concurrency), repeats, rows }, null, 2));
}

await main();
