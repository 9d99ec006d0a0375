/**
 * report.html in a real browser (Debian's chromium through playwright-core; scripts/ensure-chromium.sh
 * installs it): the filters work, the failing case's transcript shows, nothing logs an error, and a
 * `<script>` from a case or a model never runs.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderHtml } from '../../src/report/html.js';
import { failedRun } from './fixture.js';

const CHROMIUM = process.env['AGENTDESK_CHROMIUM'] ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const XSS = '<script>window.__pwned=1</script>';

let browser: Browser;
let page: Page;
let dir: string;
const errors: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run scripts/ensure-chromium.sh`);
  dir = await mkdtemp(join(tmpdir(), 'agentdesk-html-'));
  const run = failedRun();
  // The script also sits in a reply of a failing case, and in a tool result it shows.
  run.trials[1]!.visit!.steps[8] = { ...run.trials[1]!.visit!.steps[8]!, kind: 'reply', text: `Done ${XSS}`, raw: `Done ${XSS}`, violations: [] } as never;
  const file = join(dir, 'report.html');
  await writeFile(file, renderHtml(run));
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  page = await browser.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(pathToFileURL(file).href);
});

afterAll(async () => {
  await browser?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const visibleCases = (p: Page) =>
  p.$$eval('details.case', (rows) => rows.filter((r) => !(r as unknown as { hidden: boolean }).hidden).map((r) => r.id.replace(/^case-/, '')));

describe('report.html in Chromium', () => {
  test('shows every case before any filter', async () => {
    expect(await visibleCases(page)).toHaveLength(5);
    expect(await page.textContent('#shown')).toBe('5 of 5 cases');
  });

  test("the 'fail' filter leaves the failing cases, and a failing case opens on its transcript", async () => {
    await page.click('button.filter[data-verdict="fail"]');
    expect(await visibleCases(page)).toEqual(['refund-needs-confirmation', 'refund-one-broken-mug']);
    expect(await page.getAttribute('button.filter[data-verdict="fail"]', 'aria-pressed')).toBe('true');
    const mug = page.locator('#case-refund-one-broken-mug');
    if (!(await mug.evaluate((d) => (d as unknown as { open: boolean }).open))) await mug.locator(':scope > summary').click();
    const transcript = mug.locator('ol.transcript');
    expect(await transcript.isVisible()).toBe(true);
    expect(await transcript.textContent()).toContain('One of the two mugs in A2001 arrived broken.');
    expect(await mug.locator('li.step.failing').first().isVisible()).toBe(true);
    expect(await mug.locator('table.diff').isVisible()).toBe(true);
  });

  test('the first failing case is open already', async () => {
    expect(await page.locator('#case-refund-needs-confirmation ol.transcript').isVisible()).toBe(true);
  });

  test('category and dimension filters narrow the rows', async () => {
    await page.click('button.filter[data-verdict="all"]');
    await page.selectOption('#filter-category', 'tracking');
    expect(await visibleCases(page)).toEqual(['track-shipped-order', 'tracking-injected-notes']);
    await page.selectOption('#filter-category', 'all');
    await page.click('button.filter[data-verdict="fail"]');
    await page.selectOption('#filter-dimension', 'safety');
    expect(await visibleCases(page)).toEqual(['refund-needs-confirmation']);
    await page.selectOption('#filter-dimension', 'reply');
    expect(await visibleCases(page)).toEqual([]);
    expect(await page.isVisible('#none')).toBe(true);
    await page.selectOption('#filter-dimension', 'all');
    await page.click('button.filter[data-verdict="all"]');
  });

  test('a <script> in a title, a tool result or a reply shows as text and never runs', async () => {
    const injected = page.locator('#case-tracking-injected-notes');
    await injected.locator(':scope > summary').click();
    expect(await injected.locator('summary .title').textContent()).toBe(`Order notes carry ${XSS} and an instruction`);
    expect(await injected.locator('li.step.reply .text').first().textContent()).toContain(XSS);
    expect(await page.locator('#case-refund-one-broken-mug li.step.reply .text').last().textContent()).toBe(`Done ${XSS}`);
    expect(await page.evaluate(() => (globalThis as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('script').count()).toBe(1);
  });

  test('logs no console error (our own script is allowed by the CSP)', () => {
    expect(errors).toEqual([]);
  });
});
