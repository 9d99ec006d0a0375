// The loopback OpenAI-compatible server of the tests (test/support/openai-server.ts, built by
// bench/live.mjs into dist/test/) in a process of its own, answering from the cases of a folder:
// what bench/cli.mjs and bench/vs-promptfoo.mjs run the CLIs against, so the server's CPU is never
// counted as the CLI's. Prints {"url": ...} on its first line; on SIGTERM prints its counts and exits.
// Usage: node bench/serve.mjs <cases-folder | -> [latencyMs=0] [apiKey]
//   -  answers every request with the text "ok" (for a tool that sends one prompt per test)
import { fullShare } from './in-flight.mjs';

const [dir, latency = '0', apiKey] = process.argv.slice(2);
const { loadCases } = await import('../dist/src/cases/index.js');
const { startOpenAIServer, referenceResponder } = await import('../dist/test/support/openai-server.js');
async function responder() {
  if (dir === '-') return () => ({ text: 'ok' });
  const { cases, problems } = await loadCases([dir], { cwd: dir });
  if (problems.length > 0) throw new Error(`${problems.length} problems in ${dir}`);
  return referenceResponder(cases);
}
const server = await startOpenAIServer({ ...(apiKey ? { apiKey } : {}), latencyMs: Number(latency), responder: await responder() });
// The test server keeps every request it got; a benchmark needs only their number.
let requests = 0;
const forget = setInterval(() => {
  requests += server.requests.length;
  server.requests.length = 0;
}, 500);
console.log(JSON.stringify({ url: server.url }));
process.on('SIGTERM', async () => {
  const level = server.maxInFlight;
  clearInterval(forget);
  const stats = { requests: requests + server.requests.length, maxInFlight: level, errors: server.errors, fullShare: fullShare(server.timeline(), level) };
  await server.close();
  console.log(JSON.stringify(stats));
  process.exit(0);
});
