#!/usr/bin/env node
// Screenshot of a report.html in headless Chromium, as a person sees it after clicking the
// 'fail' filter: the first failing case is open on its transcript.
//   node scripts/screenshot-report.mjs <report.html> <out.png>
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function main([report, out]) {
  if (!report || !out) {
    process.stderr.write('usage: node scripts/screenshot-report.mjs <report.html> <out.png>\n');
    return 2;
  }
  const browser = await chromium.launch({
    executablePath: process.env.AGENTDESK_CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(pathToFileURL(resolve(report)).href);
    await page.click('button.filter[data-verdict="fail"]');
    const first = page.locator('details.case.fail').first();
    if ((await first.count()) > 0 && !(await first.evaluate((d) => d.open))) await first.locator(':scope > summary').click();
    await page.screenshot({ path: out, fullPage: true });
    for (const e of errors) process.stderr.write(`console error: ${e}\n`);
    process.stdout.write(`${out}\n`);
    return errors.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
