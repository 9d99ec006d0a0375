// AgentDesk beside promptfoo, measured the same way: each CLI's whole process under
// /usr/bin/time -v, each against its own loopback OpenAI-compatible server (bench/serve.mjs, in a
// process of its own so its CPU is never counted), interleaved run by run so both see the same
// machine. Optional, slow (it installs promptfoo, ~1.4 GB), never part of `npm test`.
//
// promptfoo sends one prompt per test and checks the answer (`contains`); an AgentDesk case is a
// whole two-turn visit through triage, the resolver loop, tools, guards and every grader (7 model
// calls). So the table gives CPU per case and per model call, both with start-up left out by the
// one-case difference; wall/ideal, where ideal = ceil(cases / concurrency) x calls per case x latency;
// peak RSS at the largest size; and the cold start (`--version`).
//
// Usage: node bench/vs-promptfoo.mjs [cases=200] [latencyMs=200] [concurrency=32] [repeats=3]
// Needs `npm run build`, the npm registry and /usr/bin/time.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';
import { writeCases } from './gen-cases.mjs';
import { parseTime, startServer } from './server-process.mjs';

const PROMPTFOO = '0.121.20';
const KEY = 'sk-bench-loopback-0000';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const n = Number(process.argv[2] ?? 200);
const latencyMs = Number(process.argv[3] ?? 200);
const concurrency = Number(process.argv[4] ?? 32);
const repeats = Number(process.argv[5] ?? 3);
const work = mkdtempSync(join(tmpdir(), 'agentdesk-vs-promptfoo-'));

function install() {
  console.error(`installing promptfoo ${PROMPTFOO} into ${work} ...`);
  writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'bench', private: true }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `promptfoo@${PROMPTFOO}`], { cwd: work, stdio: 'inherit' });
  return join(work, 'node_modules', '.bin', 'promptfoo');
}

/** A promptfoo config of `count` tests, one prompt each, against the server at `url`. */
function promptfooConfig(count, url) {
  const dir = mkdtempSync(join(work, `pf-${count}-`));
  const tests = Array.from({ length: count }, (_, i) => ({ vars: { message: `Please cancel my order A${100000 + i}` }, assert: [{ type: 'contains', value: 'ok' }] }));
  const config = {
    description: 'agentdesk bench',
    prompts: ['You are a support agent for an online store. The customer says: {{message}}'],
    providers: [{ id: 'openai:chat:bench', config: { apiBaseUrl: url, apiKey: KEY } }],
    tests,
  };
  writeFileSync(join(dir, 'promptfooconfig.json'), JSON.stringify(config));
  return dir;
}

const env = (home) => ({
  ...process.env,
  PROMPTFOO_DISABLE_TELEMETRY: '1',
  PROMPTFOO_DISABLE_UPDATE: '1',
  PROMPTFOO_CONFIG_DIR: join(home, '.promptfoo'),
  OPENAI_API_KEY: KEY,
  AGENTDESK_API_KEY: KEY,
});

function timed(command, args, cwd) {
  const run = spawnSync('/usr/bin/time', ['-v', command, ...args], { cwd, env: env(cwd), stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 1 << 26 });
  return { code: run.status, ...parseTime(run.stderr ?? '') };
}

/** One run of each tool at `count` cases: figures and the server's counts. */
async function promptfooRun(bin, count) {
  const server = await startServer('-', latencyMs, KEY);
  const dir = promptfooConfig(count, server.url);
  const run = timed(bin, ['eval', '-c', 'promptfooconfig.json', '--no-cache', '--no-write', '--no-table', '--no-progress-bar', '-j', String(concurrency), '-o', 'out.json'], dir);
  const stats = await server.stop();
  rmSync(dir, { recursive: true, force: true });
  return { ...run, ...stats };
}

async function agentdeskRun(dir) {
  const server = await startServer(dir, latencyMs, KEY);
  const out = mkdtempSync(join(work, 'ad-out-'));
  const bin = join(root, 'bin', 'agentdesk.js');
  const args = [bin, 'eval', dir, '--out', out, '--no-langfuse', '--model', 'openai:bench', '--base-url', server.url, '--concurrency', String(concurrency)];
  const run = timed(process.execPath, args, dir);
  const stats = await server.stop();
  rmSync(out, { recursive: true, force: true });
  return { ...run, ...stats };
}

const range = (values, digits = 2) => {
  const finite = values.filter(Number.isFinite);
  const lo = Math.min(...finite);
  const hi = Math.max(...finite);
  return lo === hi ? lo.toFixed(digits) : `${lo.toFixed(digits)}–${hi.toFixed(digits)}`;
};

/** Figures of `repeats` pairs of runs (N and 1), in the table's units. */
function figures(pairs, count) {
  const perCase = pairs.map(([big, one]) => ((big.cpuS - one.cpuS) * 1000) / (count - 1));
  const perCall = pairs.map(([big, one]) => ((big.cpuS - one.cpuS) * 1000) / (big.requests - one.requests));
  const calls = pairs[0][0].requests / count;
  const ideal = (Math.ceil(count / concurrency) * calls * latencyMs) / 1000;
  return {
    cpuMsPerCase: range(perCase),
    cpuMsPerModelCall: range(perCall, 3),
    modelCallsPerCase: calls,
    wallOverIdeal: range(pairs.map(([big]) => big.wallS / ideal)),
    fullSharePct: range(pairs.map(([big]) => big.fullShare * 100), 0),
    peakRssMb: range(pairs.map(([big]) => big.maxRssMb), 0),
    perCase,
  };
}

async function main() {
  buildServer();
  const bin = install();
  const big = writeCases(mkdtempSync(join(work, 'cases-')), n);
  const one = writeCases(mkdtempSync(join(work, 'case-')), 1);
  // Both warmed once: AgentDesk's case cache filled, promptfoo's first start done.
  await agentdeskRun(big);
  await agentdeskRun(one);
  await promptfooRun(bin, 1);
  const ad = [];
  const pf = [];
  for (let r = 0; r < repeats; r += 1) {
    ad.push([await agentdeskRun(big), await agentdeskRun(one)]);
    pf.push([await promptfooRun(bin, n), await promptfooRun(bin, 1)]);
    console.error(`round ${r + 1}/${repeats}: agentdesk ${ad[r][0].cpuS} s CPU, promptfoo ${pf[r][0].cpuS} s CPU`);
  }
  for (const [name, pairs] of [['agentdesk', ad], ['promptfoo', pf]]) {
    const failed = pairs.flat().find((r) => r.code !== 0 || r.errors.length > 0);
    if (failed) throw new Error(`${name}: exit ${failed.code}, server errors ${failed.errors.slice(0, 2).join('; ')}`);
  }
  const start = (command, args) => range(Array.from({ length: repeats }, () => timed(command, args, work).wallS));
  const a = figures(ad, n);
  const p = figures(pf, n);
  const ratio = range(a.perCase.map((x, i) => p.perCase[i] / x), 1);
  const rows = [
    ['measure', 'AgentDesk', `promptfoo ${PROMPTFOO}`],
    ['CPU per case (ms, start-up excluded)', a.cpuMsPerCase, p.cpuMsPerCase],
    ['model calls per case', String(a.modelCallsPerCase), String(p.modelCallsPerCase)],
    ['CPU per model call (ms)', a.cpuMsPerModelCall, p.cpuMsPerModelCall],
    [`wall / ideal (${n} cases, concurrency ${concurrency}, ${latencyMs} ms)`, a.wallOverIdeal, p.wallOverIdeal],
    [`time at ${concurrency} requests in flight (%)`, a.fullSharePct, p.fullSharePct],
    [`peak RSS at ${n} cases (MB)`, a.peakRssMb, p.peakRssMb],
    ['cold start, --version (s)', start(process.execPath, [join(root, 'bin', 'agentdesk.js'), '--version']), start(bin, ['--version'])],
  ];
  const width = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(width[c])).join('  '));
  console.log(`\npromptfoo uses ${ratio}x the CPU per case of AgentDesk (${repeats} interleaved rounds)`);
}

try {
  await main();
} finally {
  rmSync(work, { recursive: true, force: true });
}
