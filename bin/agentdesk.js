#!/usr/bin/env node
// Thin launcher: the CLI is compiled to dist/ on install (npm's "prepare" runs the build). In a
// checkout it first makes sure dist/ was built from the sources as they are now: a gate must never
// pass on the code from before an edit. A stale build is rebuilt (with a note on stderr), or, with
// AGENTDESK_NO_REBUILD=1 or when the build cannot run, refused with exit 3 and the command to run.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleness } from './freshness.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUN_FAILED = 3;

function rebuild(why) {
  if (process.env.AGENTDESK_NO_REBUILD === '1') {
    process.stderr.write(`agentdesk: ${why}; run \`npm run build\` first (AGENTDESK_NO_REBUILD=1 is set)\n`);
    return false;
  }
  process.stderr.write(`agentdesk: ${why}; rebuilding (npm run build) ...\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 2, 'inherit'] });
  const still = result.status === 0 ? staleness(root) : 'the build failed';
  if (still === undefined) return true;
  process.stderr.write(`agentdesk: ${still}; fix it and run \`npm run build\`\n`);
  return false;
}

const why = staleness(root);
if (why !== undefined && !rebuild(why)) {
  process.exitCode = RUN_FAILED;
} else {
  const { main } = await import('../dist/src/cli/main.js');
  process.exitCode = await main(process.argv.slice(2));
}
