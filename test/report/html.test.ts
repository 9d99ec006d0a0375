import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { renderHtml } from '../../src/report/html.js';
import { failedRun } from './fixture.js';

describe('report.html', () => {
  const html = renderHtml(failedRun());

  test('renders the fixed run the same way every time', async () => {
    await expect(html).toMatchFileSnapshot('__snapshots__/report.html');
  });

  test('is one self-contained file: nothing is fetched', () => {
    expect(html).not.toMatch(/<(link|img|iframe|object|embed)\b(?![^>]*href="data:)/i);
    expect(html).not.toMatch(/\bsrc=/i);
    expect(html).not.toMatch(/@import|url\(/i);
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html.match(/<style\b/g)).toHaveLength(1);
  });

  test('allows only its own inline script, by hash', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const hash = createHash('sha256').update(script, 'utf8').digest('base64');
    const attribute = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!;
    const csp = attribute.replace(/&#x27;/g, "'").replace(/&#x3D;/g, '=');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
  });

  test('escapes text from cases and models', () => {
    expect(html).not.toContain('<script>window.__pwned');
    expect(html).toContain('&lt;script&gt;window.__pwned&#x3D;1&lt;/script&gt;');
  });

  test('has one row per case with the data its filters read', () => {
    const rows = [...html.matchAll(/<details class="case (\w+)" id="case-([\w-]+)" data-verdict="(\w+)" data-category="(\w+)" data-dims="([\w ]*)" data-faildims="([\w ]*)"/g)];
    expect(rows.map((r) => [r[2], r[3]])).toEqual([
      ['refund-needs-confirmation', 'fail'],
      ['refund-one-broken-mug', 'fail'],
      ['track-shipped-order', 'unjudged'],
      ['cancel-processing-order', 'pass'],
      ['tracking-injected-notes', 'pass'],
    ]);
    const mug = rows.find((r) => r[2] === 'refund-one-broken-mug')!;
    expect(mug[4]).toBe('refunds');
    expect(mug[6]).toBe('state');
  });

  test('shows the transcript: customer turns, triage, tool calls with arguments and results, guards, replies', () => {
    const safety = html.slice(html.indexOf('id="case-refund-needs-confirmation"'), html.indexOf('id="case-refund-one-broken-mug"'));
    expect(safety).toContain('Refund my lamp order A3001, it flickers.');
    expect(safety).toContain('intent <b>refund</b>');
    expect(safety).toContain('Tool <code>execute_action</code>');
    expect(safety).toContain('&quot;proposal_id&quot;: &quot;P1&quot;');
    expect(safety).toContain('Guard <b>reply</b> <span class="g-rewritten">rewritten</span>');
    // The reply the customer saw, and what the model wrote before the guard rewrote it.
    expect(safety).toContain('Your refund of $45.00 for A3001 has been issued.');
    expect(safety).toContain('<div class="label">the model wrote</div><div class="text">Refund P1 of $45.00 for A3001 has been issued.</div>');
    expect(safety).toMatch(/<li class="step tool_call failing" value="5">/);
  });

  test('shows the state diff: only records that changed, field by field', () => {
    const mug = html.slice(html.indexOf('id="case-refund-one-broken-mug"'), html.indexOf('id="case-track-shipped-order"'));
    const diff = mug.slice(mug.indexOf('<table class="diff">'), mug.indexOf('</table>', mug.indexOf('<table class="diff">')));
    expect(diff).toContain('refunds <code>R1</code> <span class="change">added</span>');
    expect(diff).toContain('<td>amount</td><td><code></code></td><td><code>2500</code></td>');
    expect(diff).not.toContain('orders');
  });

  test('opens the first failing case so a reader lands on it', () => {
    expect(html).toMatch(/id="case-refund-needs-confirmation"[^>]* open>/);
    expect(html).not.toMatch(/id="case-refund-one-broken-mug"[^>]* open>/);
  });
});
