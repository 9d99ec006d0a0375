import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cli, EXIT, memoryIO } from '../../src/index.js';
import { renderHtml } from '../../src/report/html.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { FAILED_RUN_DIR, failedRun } from './fixture.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'agentdesk-report-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('agentdesk report <run-folder>', () => {
  test('renders report.md to stdout by default', async () => {
    const io = memoryIO({ cwd: root });
    expect(await cli(['report', FAILED_RUN_DIR], io)).toBe(EXIT.ok);
    expect(io.out).toBe(renderMarkdown(failedRun()));
  });

  test.each([
    ['html', (out: string) => expect(out).toBe(renderHtml(failedRun()))],
    ['junit', (out: string) => expect(XMLValidator.validate(out)).toBe(true)],
    ['json', (out: string) => expect(JSON.parse(out)).toEqual(failedRun())],
  ])('renders --format %s', async (format, check) => {
    const io = memoryIO({ cwd: root });
    expect(await cli(['report', FAILED_RUN_DIR, '--format', format], io)).toBe(EXIT.ok);
    check(io.out);
  });

  test('accepts results.json itself', async () => {
    const io = memoryIO({ cwd: root });
    expect(await cli(['report', join(FAILED_RUN_DIR, 'results.json')], io)).toBe(EXIT.ok);
    expect(io.out.split('\n')[0]).toBe('# 🔴 GATE FAILED');
  });

  test('writes to --out, creating its folder', async () => {
    const io = memoryIO({ cwd: root });
    expect(await cli(['report', FAILED_RUN_DIR, '--format', 'html', '--out', 'out/r.html'], io)).toBe(EXIT.ok);
    expect(await readFile(join(root, 'out', 'r.html'), 'utf8')).toBe(renderHtml(failedRun()));
    expect(io.out).toBe('');
  });

  test('links case files on the forge on GitHub Actions', async () => {
    const env = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/desk', GITHUB_SHA: 'abc123' };
    const io = memoryIO({ cwd: root, env });
    await cli(['report', FAILED_RUN_DIR], io);
    expect(io.out).toContain('(https://github.com/acme/desk/blob/abc123/golden/refunds/refund-one-broken-mug.yaml#L34)');
  });

  test.each([
    ['a missing folder', async () => 'no-such-run', 'no run folder at no-such-run'],
    ['a folder without results.json', async () => (await mkdir(join(root, 'empty')), 'empty'), 'empty has no results.json'],
    ['invalid JSON', async () => (await mkdir(join(root, 'bad')), await writeFile(join(root, 'bad', 'results.json'), '{"version": 1,'), 'bad'), 'is not valid JSON'],
    [
      'JSON that is not a run',
      async () => (await mkdir(join(root, 'other')), await writeFile(join(root, 'other', 'results.json'), '{"version": 1, "meta": {}}'), 'other'),
      'meta.runId must be a string',
    ],
    ['a results file of another version', async () => (await mkdir(join(root, 'v9')), await writeFile(join(root, 'v9', 'results.json'), '{"version": 9}'), 'v9'), 'version must be 1'],
  ])('%s: exit 2 with a precise message', async (_name, make, message) => {
    const folder = await make();
    const io = memoryIO({ cwd: root });
    expect(await cli(['report', folder], io)).toBe(EXIT.invalidInput);
    expect(io.err).toContain(message);
    expect(io.out).toBe('');
  });

  test('an unknown format, or no folder: exit 2', async () => {
    expect(await cli(['report', FAILED_RUN_DIR, '--format', 'pdf'], memoryIO({ cwd: root }))).toBe(EXIT.invalidInput);
    expect(await cli(['report'], memoryIO({ cwd: root }))).toBe(EXIT.invalidInput);
  });
});
