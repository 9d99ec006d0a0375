// bench/serve.mjs as a child process: its URL once it listens, and its counts once stopped.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `dir`: the cases to answer from, or '-' for "ok" to everything. */
export async function startServer(dir, latencyMs, apiKey) {
  const child = spawn(process.execPath, [join(root, 'bench/serve.mjs'), dir, String(latencyMs), apiKey], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = [];
  let wake = () => {};
  let buffered = '';
  child.stdout.on('data', (chunk) => {
    buffered += chunk;
    for (let at = buffered.indexOf('\n'); at >= 0; at = buffered.indexOf('\n')) {
      lines.push(JSON.parse(buffered.slice(0, at)));
      buffered = buffered.slice(at + 1);
      wake();
    }
  });
  const next = () =>
    new Promise((resolve) => {
      const look = () => (lines.length > 0 ? resolve(lines.shift()) : (wake = look));
      look();
    });
  const { url } = await next();
  return {
    url,
    /** { requests, maxInFlight, errors, fullShare } */
    async stop() {
      child.kill('SIGTERM');
      return next();
    },
  };
}

/** One command under /usr/bin/time -v: exit code, CPU seconds (user + system), peak RSS in MB, wall seconds. */
export function parseTime(stderr) {
  const field = (name) => Number(new RegExp(`${name}: ([\\d.]+)`).exec(stderr)?.[1] ?? NaN);
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(stderr)?.[1] ?? '';
  const wallS = wall.split(':').reduce((s, part) => s * 60 + Number(part), 0);
  const cpuS = field('User time \\(seconds\\)') + field('System time \\(seconds\\)');
  return { cpuS: +cpuS.toFixed(2), maxRssMb: Math.round(field('Maximum resident set size \\(kbytes\\)') / 1024), wallS: +wallS.toFixed(2) };
}
