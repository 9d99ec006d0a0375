/**
 * `agentdesk review` in a real browser (Debian's chromium through playwright-core): a reviewer
 * judges three trials with the keyboard and tags two modes, reloads and finds every judgement;
 * two pages writing at once lose nothing; hostile text in a note, a mode or a reply never runs;
 * the modes view counts and merges; the export button writes a case that validates.
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AnnotationWriter, cli, currentJudgements, memoryIO, readAnnotations, readRuns, type ReviewServer, startReviewServer } from '../../src/index.js';
import { makeProject, type Project, XSS } from './project.js';

// The browser's globals as far as the page callbacks use them (the test tsconfig has no DOM lib).
interface El {
  textContent: string | null;
  dataset: Record<string, string | undefined>;
  value: string;
  children: ArrayLike<El>;
  querySelectorAll(selector: string): ArrayLike<El>;
}
declare const document: { getElementById(id: string): El | null; querySelectorAll(selector: string): ArrayLike<El> };
declare const window: { __pwned?: number };

const CHROMIUM = process.env['AGENTDESK_CHROMIUM'] ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let project: Project;
let server: ReviewServer;
let browser: Browser;
const errors: string[] = [];
const external: string[] = [];

async function openPage(path = '/'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) external.push(r.url());
  });
  await page.goto(new URL(path, server.url).href);
  if (path === '/' || path.startsWith('/#')) await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  return page;
}

const current = async () => currentJudgements(await readAnnotations(join(project.root, 'reviews'), project.runIds));
const shownCase = (page: Page) => page.locator('article.review-trial:not([hidden])').getAttribute('data-case');
const saved = (page: Page) => page.waitForFunction(() => /^saved /.test(document.getElementById('saved')?.textContent ?? ''));

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run scripts/ensure-chromium.sh`);
  project = await makeProject();
  const runs = await readRuns(project.runs, project.root);
  server = await startReviewServer({ runs, reviewer: 'ana', reviews: join(project.root, 'reviews'), cwd: project.root, port: 0 });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (project) await rm(project.root, { recursive: true, force: true });
});

describe('the review page in Chromium', () => {
  test('three trials judged with the keyboard, two modes tagged, all found again after a reload', async () => {
    const page = await openPage();
    expect(await page.textContent('#position')).toBe('1 of 7');
    expect(await shownCase(page)).toBe('cancel-processing-order');
    // Trial 1: fail, a note, a mode (Tab from the note reaches the mode field).
    await page.keyboard.press('f');
    await page.keyboard.press('n');
    await page.keyboard.type('Asked for confirmation twice');
    await page.keyboard.press('Tab');
    await page.keyboard.type('double-confirmation');
    await page.keyboard.press('Escape');
    await saved(page);
    await page.keyboard.press('j');
    expect(await shownCase(page)).toBe('order-status-shipped');
    await page.keyboard.press('p');
    await saved(page);
    await page.keyboard.press('ArrowRight');
    expect(await shownCase(page)).toBe('cancel-processing-order');
    expect(await page.locator('article.review-trial:not([hidden])').getAttribute('data-run')).toBe(project.runIds[1]);
    await page.keyboard.press('f');
    await page.keyboard.press('n');
    await page.keyboard.type('Cancelled without reading the order first');
    await page.keyboard.press('Tab');
    // Completion offers the mode already used.
    expect(await page.$$eval('#modes option', (os) => os.map((o) => (o as unknown as El).value))).toEqual(['double-confirmation']);
    await page.keyboard.type('skipped-lookup');
    await page.keyboard.press('Escape');
    await saved(page);
    expect(await page.textContent('#progress')).toBe('3 of 7 reviewed');

    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    // The URL keeps the trial on screen; the form shows what was saved.
    expect(await shownCase(page)).toBe('cancel-processing-order');
    expect(await page.inputValue('#note')).toBe('Cancelled without reading the order first');
    expect(await page.inputValue('#mode')).toBe('skipped-lookup');
    await page.keyboard.press('k');
    expect(await page.getAttribute('button.v.pass', 'aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await page.inputValue('#note')).toBe('Asked for confirmation twice');
    expect(await page.getAttribute('button.v.fail', 'aria-pressed')).toBe('true');
    expect(await page.textContent('#progress')).toBe('3 of 7 reviewed');

    const judged = await current();
    expect(judged.map((j) => [j.caseId, j.verdict, j.mode])).toEqual([
      ['cancel-processing-order', 'fail', 'double-confirmation'],
      ['order-status-shipped', 'pass', ''],
      ['cancel-processing-order', 'fail', 'skipped-lookup'],
    ]);
    // One line per judgement: saving twice the same form (blur, then Esc) wrote one line.
    const lines = (await readFile(join(project.root, 'reviews', project.runIds[0], 'ana.jsonl'), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(4);
    await page.close();
  });

  test("another reviewer's judgement shows beside one's own, as text", async () => {
    const w = new AnnotationWriter(join(project.root, 'reviews'));
    await w.append({ kind: 'judgement', runId: project.runIds[0], caseId: 'order-status-shipped', trial: 1, reviewer: 'bo', verdict: 'fail', note: `Wrong ETA ${XSS}`, mode: 'eta', time: new Date().toISOString() });
    const page = await openPage(`/#${encodeURIComponent(`${project.runIds[0]}/order-status-shipped#1`)}`);
    expect(await page.textContent('#others')).toBe(`bo: fail [eta] — Wrong ETA ${XSS}`);
    // Only ana's own judgement is in the form.
    expect(await page.getAttribute('button.v.pass', 'aria-pressed')).toBe('true');
    await page.keyboard.press('j');
    expect(await page.isHidden('#others-box')).toBe(true);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    await page.close();
    // bo's file goes again, so that the counts below are ana's alone.
    await rm(w.fileOf({ runId: project.runIds[0], reviewer: 'bo' }));
  });

  test('filters: human verdict, disagreement, mode, not yet reviewed, automatic verdict, category', async () => {
    const page = await openPage();
    await page.selectOption('#f-human', 'fail');
    expect(await page.textContent('#position')).toBe('1 of 2');
    await page.selectOption('#f-human', 'all');
    await page.check('#f-disagree');
    // Both failures were passed by the gate.
    expect(await page.textContent('#position')).toBe('1 of 2');
    await page.uncheck('#f-disagree');
    await page.selectOption('#f-mode', 'skipped-lookup');
    expect(await page.textContent('#position')).toBe('1 of 1');
    await page.selectOption('#f-mode', 'all');
    await page.check('#f-unreviewed');
    expect(await page.textContent('#position')).toBe('1 of 4');
    await page.uncheck('#f-unreviewed');
    await page.selectOption('#f-auto', 'fail');
    await page.selectOption('#f-category', 'refunds');
    expect(await page.textContent('#position')).toBe('1 of 1');
    expect(await shownCase(page)).toBe('refund-one-broken-mug');
    await page.close();
  });

  test('sampling draws a seeded batch: failures first leads with the red ones', async () => {
    const page = await openPage();
    await page.selectOption('#s-strategy', 'failures');
    await page.fill('#s-n', '3');
    await page.click('#s-draw');
    await page.waitForFunction(() => document.getElementById('position')?.textContent === '1 of 3');
    const autos: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      autos.push((await page.locator('article.review-trial:not([hidden])').getAttribute('data-auto'))!);
      await page.keyboard.press('j');
    }
    expect(autos).toEqual(['fail', 'fail', 'unjudged']);
    await page.close();
  });

  test('two pages writing at once lose nothing', async () => {
    // A server of its own, so the burst does not overwrite the judgements the other tests read.
    const reviews = join(project.root, 'reviews-burst');
    const other = await startReviewServer({ runs: await readRuns(project.runs, project.root), reviewer: 'bo', reviews, cwd: project.root, port: 0 });
    const open = async () => {
      const page = await browser.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(other.url);
      await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
      return page;
    };
    const [a, b] = await Promise.all([open(), open()]);
    const burst = (page: Page, from: number) =>
      page.evaluate(async (start) => {
        const keys = Array.from(document.querySelectorAll('article.review-trial')).map((el) => el.dataset);
        await Promise.all(
          Array.from({ length: 20 }, (_, i) => {
            const d = keys[(start + i) % keys.length]!;
            return fetch('/api/judgements', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ runId: d['run'], caseId: d['case'], trial: Number(d['trial']), verdict: 'unsure', note: `burst ${start + i}`, mode: '' }) }).then((r) => {
              if (!r.ok) throw new Error(String(r.status));
            });
          }),
        );
      }, from);
    await Promise.all([burst(a, 0), burst(b, 100)]);
    const all = await readAnnotations(reviews, project.runIds);
    const notes = all.judgements.map((j) => j.note);
    expect(notes.sort()).toEqual([...Array.from({ length: 20 }, (_, i) => `burst ${i}`), ...Array.from({ length: 20 }, (_, i) => `burst ${100 + i}`)].sort());
    expect(all.skipped).toEqual([]);
    await Promise.all([a.close(), b.close()]);
    await other.close();
  });

  test('hostile text in a reply, a note and a mode is shown as text and never runs', async () => {
    const page = await openPage();
    await page.selectOption('#f-category', 'refunds');
    expect(await page.locator('article.review-trial:not([hidden]) .reply').last().textContent()).toContain(XSS);
    await page.keyboard.press('f');
    await page.keyboard.press('n');
    await page.keyboard.type(`Bad ${XSS}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type(`mode ${XSS}`);
    await page.keyboard.press('Escape');
    await saved(page);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    expect(await page.inputValue('#note')).toBe(`Bad ${XSS}`);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    const modes = await openPage('/modes');
    expect(await modes.locator('table.pareto').textContent()).toContain(`mode ${XSS}`);
    expect(await modes.locator('svg.pareto').textContent()).toContain('mode <script>');
    expect(await modes.evaluate(() => window.__pwned)).toBeUndefined();
    expect(await modes.locator('script').count()).toBe(1);
    await Promise.all([page.close(), modes.close()]);
  });

  test('the modes view: Pareto, saturation by batch, agreement, and a merge of two modes', async () => {
    const page = await openPage('/modes?batch=2');
    const rows = () => page.$$eval('table.pareto tbody tr', (trs) => (trs as unknown as El[]).map((tr) => Array.from(tr.querySelectorAll('td')).slice(0, 4).map((td) => td.textContent)));
    expect(await rows()).toEqual([
      ['double-confirmation', '1', '33.3%', '33.3%'],
      [`mode ${XSS}`, '1', '33.3%', '66.7%'],
      ['skipped-lookup', '1', '33.3%', '100.0%'],
    ]);
    expect(await page.locator('svg.pareto g.bar').count()).toBe(3);
    // Reading order: double-confirmation, a pass | skipped-lookup, the hostile mode.
    expect(await page.textContent('#saturation-numbers code')).toBe('[1, 2]');
    // The gate passed the two trials the reviewer failed; it failed the refund the reviewer failed too.
    const trial = page.locator('table.matrix[data-name="trial"]');
    expect(await trial.locator('caption').textContent()).toBe('trial · 2 of 4 disagree');
    expect(await trial.locator('tbody tr').evaluateAll((trs) => (trs as unknown as El[]).map((tr) => Array.from(tr.children).map((c) => c.textContent)))).toEqual([
      ['pass', '1', '2', '0'],
      ['fail', '0', '1', '0'],
      ['unjudged', '0', '0', '0'],
    ]);
    // The trend: pass rate by category, one column per run, oldest (the fixture's) first.
    const trend = await page.locator('table.trend tr').evaluateAll((trs) => (trs as unknown as El[]).map((tr) => Array.from(tr.children).map((c) => (c.textContent ?? '').trim())));
    expect(trend[0]).toEqual(['category', project.runIds[1], project.runIds[0]]);
    expect(trend.find((r) => r[0] === 'refunds')).toEqual(['refunds', '0.0%', '']);
    expect(trend.find((r) => r[0] === 'cancellation')).toEqual(['cancellation', '100.0%', '100.0%']);
    await page.selectOption('#rename-from', 'skipped-lookup');
    await page.fill('#rename-to', 'double-confirmation');
    await Promise.all([page.waitForEvent('load'), page.click('#rename-go')]);
    expect((await rows()).map((r) => r.slice(0, 2))).toEqual([
      ['double-confirmation', '2'],
      [`mode ${XSS}`, '1'],
    ]);
    await page.close();
  });

  test("a trial's link from the modes view opens it, and so does a changed #<trial key>", async () => {
    const modes = await openPage('/modes');
    await Promise.all([modes.waitForEvent('load'), modes.click('table.pareto a >> text=refund-one-broken-mug#1')]);
    await modes.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    expect(await shownCase(modes)).toBe('refund-one-broken-mug');
    await modes.evaluate((key) => {
      (globalThis as unknown as { location: { hash: string } }).location.hash = encodeURIComponent(key);
    }, `${project.runIds[1]}/tracking-injected-notes#1`);
    await modes.waitForFunction(() => document.querySelectorAll('article.review-trial:not([hidden])')[0]?.dataset['case'] === 'tracking-injected-notes');
    await modes.close();
  });

  test('the export button writes a case that validates', async () => {
    const page = await openPage();
    await page.selectOption('#f-mode', 'double-confirmation');
    expect(await page.locator('article.review-trial:not([hidden])').getAttribute('data-run')).toBe(project.runIds[0]);
    await page.click('#export');
    await page.waitForFunction(() => /^wrote /.test(document.getElementById('exported')?.textContent ?? ''));
    const file = /^wrote (\S+)/.exec((await page.textContent('#exported'))!)![1]!;
    expect(file).toBe('golden/cancellation/cancel-processing-order-double-confirmation.yaml');
    const text = await readFile(join(project.root, file), 'utf8');
    expect(text).toContain('title: Asked for confirmation twice');
    const io = memoryIO({ cwd: project.root });
    expect(await cli(['validate', file], io)).toBe(0);
    await page.close();
  });

  test('nothing logged an error and nothing was fetched from elsewhere', () => {
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
  });
});

describe('the review server refuses what is not its own page', () => {
  const call = (path: string, init: RequestInit & { headers?: Record<string, string> }) => fetch(new URL(path, server.url), init);
  const body = () => JSON.stringify({ runId: project.runIds[0], caseId: 'order-status-shipped', trial: 1, verdict: 'pass' });

  test('a write that is not JSON, or from another origin, is refused', async () => {
    expect((await call('/api/judgements', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: body() })).status).toBe(415);
    expect((await call('/api/judgements', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://evil.example' }, body: body() })).status).toBe(403);
    expect((await call('/api/judgements', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ runId: 'x', caseId: 'y', trial: 1, verdict: 'pass' }) })).status).toBe(404);
    expect((await call('/api/judgements', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...JSON.parse(body()), verdict: 'maybe' }) })).status).toBe(400);
  });

  test('a request naming another host is refused (no DNS rebinding), and pages carry a CSP', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((done, fail) => {
      const req = request({ host: '127.0.0.1', port: server.port, path: '/api/state', headers: { Host: 'evil.example' } }, (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      });
      req.on('error', fail);
      req.end();
    });
    expect(status).toBe(421);
    const page = await call('/', {});
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'.*script-src 'sha256-/);
  });
});
