/** `.agentdesk/runs/latest` follows the newest run; `agentdesk clean --keep N` removes the older ones. */
import { existsSync, readlinkSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/index.js';
import { agentdeskIn } from '../support/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agentdesk-runs-'));
  for (const part of ['ok', 'broken', 'unjudged', 'suites.yaml']) await cp(join(ROOT, 'test/fixtures/engine', part), join(dir, 'golden', part), { recursive: true });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const agentdesk = (...argv: string[]) => agentdeskIn(dir, argv);

const runs = () => join(dir, '.agentdesk', 'runs');
const evalOnce = () => agentdesk('eval', 'golden/ok', '--config', 'golden/suites.yaml', '--reporter', 'json');

describe('the folder of run folders', () => {
  it('latest points at the newest run folder, and an --out elsewhere leaves it alone', async () => {
    expect((await evalOnce()).code).toBe(EXIT.ok);
    const first = readlinkSync(join(runs(), 'latest'));
    expect(existsSync(join(runs(), 'latest', 'results.json'))).toBe(true);
    await evalOnce();
    const second = readlinkSync(join(runs(), 'latest'));
    expect(second).not.toBe(first);
    await agentdesk('eval', 'golden/ok', '--config', 'golden/suites.yaml', '--reporter', 'json', '--out', 'elsewhere');
    expect(readlinkSync(join(runs(), 'latest'))).toBe(second);
  });

  it('clean --keep 1 keeps the newest and latest, removes the rest; --dry-run removes nothing', async () => {
    for (let i = 0; i < 3; i++) await evalOnce();
    const before = (await readdir(runs())).filter((n) => n !== 'latest');
    expect(before).toHaveLength(3);

    const dry = await agentdesk('clean', '--keep', '1', '--dry-run');
    expect(dry.code).toBe(EXIT.ok);
    expect(dry.out).toMatch(/would remove 2 run folder\(s\)/);
    expect((await readdir(runs())).filter((n) => n !== 'latest')).toHaveLength(3);

    const done = await agentdesk('clean', '--keep', '1');
    expect(done.out).toMatch(/removed 2 run folder\(s\) \(\d+\.\d MB\), kept 1/);
    const after = (await readdir(runs())).filter((n) => n !== 'latest');
    expect(after).toEqual([readlinkSync(join(runs(), 'latest'))]);
  });

  it('clean without --keep, or with a bad one, is refused (exit 2)', async () => {
    expect((await agentdesk('clean')).code).toBe(EXIT.invalidInput);
    expect((await agentdesk('clean', '--keep', 'all')).code).toBe(EXIT.invalidInput);
  });
});

describe('eval --only-failed <run folder>', () => {
  const ids = async (folder: string) => {
    const { readFile } = await import('node:fs/promises');
    const results = JSON.parse(await readFile(join(dir, folder, 'results.json'), 'utf8')) as { trials: { caseId: string; verdict: string }[] };
    return [...new Set(results.trials.map((t) => t.caseId))].sort();
  };

  it('runs again only the cases that failed or were unjudged there', async () => {
    await agentdesk('eval', 'golden', '--config', 'golden/suites.yaml', '--reporter', 'json', '--out', 'all');
    const all = await ids('all');
    expect(all.length).toBeGreaterThan(2);
    const again = await agentdesk('eval', 'golden', '--config', 'golden/suites.yaml', '--reporter', 'json', '--only-failed', 'all', '--out', 'again');
    expect(again.err).toBe('');
    expect(await ids('again')).toEqual(['cancel-expects-wrong-state', 'no-reference-case']);
  });

  it('--filter narrows them; nothing left to run is refused with a reason (exit 2)', async () => {
    await agentdesk('eval', 'golden', '--config', 'golden/suites.yaml', '--reporter', 'json', '--out', 'all');
    await agentdesk('eval', 'golden', '--config', 'golden/suites.yaml', '--reporter', 'json', '--only-failed', 'all', '--filter', 'cancel-*', '--out', 'one');
    expect(await ids('one')).toEqual(['cancel-expects-wrong-state']);
    await agentdesk('eval', 'golden/ok', '--config', 'golden/suites.yaml', '--reporter', 'json', '--out', 'green');
    const none = await agentdesk('eval', 'golden', '--config', 'golden/suites.yaml', '--only-failed', 'green');
    expect(none.code).toBe(EXIT.invalidInput);
    expect(none.err).toContain('no case failed or was unjudged in green');
  });
});

describe('agentdesk clean --cache', () => {
  it('removes the case cache eval keeps, and eval fills it again', async () => {
    const cache = join(dir, '.agentdesk', 'cache', 'cases');
    expect((await evalOnce()).code).toBe(EXIT.ok);
    const entries = async () => (await readdir(cache, { recursive: true })).filter((f) => f.endsWith('.json'));
    expect(await entries()).toHaveLength(2);
    const dry = await agentdesk('clean', '--cache', '--dry-run');
    expect(dry.out).toContain('would remove the case cache');
    expect(await entries()).toHaveLength(2);
    const done = await agentdesk('clean', '--cache');
    expect(done.code).toBe(EXIT.ok);
    expect(done.out).toContain('(2 case(s))');
    expect(existsSync(cache)).toBe(false);
    expect(existsSync(runs())).toBe(true);
    await evalOnce();
    expect(await entries()).toHaveLength(2);
  });
});
