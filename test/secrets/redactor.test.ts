/** Redaction by value: a secret is gone in every shape it can take, and nothing else is touched. */
import { describe, expect, it } from 'vitest';
import { createRedactor, knownSecrets, REDACTED, shapesOf, urlSecrets } from '../../src/secrets/index.js';
import { windowsOf } from '../../src/secrets/shapes.js';

const KEY = 'AGDKEY6b8d2f4e1a9c7b3d5c3d';
const redact = createRedactor([KEY]);

describe('a redactor made from the secrets the run knows', () => {
  it('removes the key whole, as a Bearer header and inside other text', () => {
    expect(redact.text(`Authorization: Bearer ${KEY}`)).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redact.text(`x${KEY}y`)).toBe(`x${REDACTED}y`);
  });

  it('removes any run of 8 or more of its characters, as providers echo a key partly', () => {
    expect(redact.text('Incorrect API key provided: AGDKEY6b8d****5c3d.')).toBe(`Incorrect API key provided: ${REDACTED}****5c3d.`);
    expect(redact.text(`tail ${KEY.slice(-9)} end`)).toBe(`tail ${REDACTED} end`);
    // Seven characters are not enough to be worth hiding, nor to be told from ordinary text.
    expect(redact.text(KEY.slice(3, 10))).toBe(KEY.slice(3, 10));
  });

  it('removes the key base64-encoded, at any offset inside an encoded text, and URL-encoded', () => {
    for (const prefix of ['', 'a', 'ab', 'Bearer ']) {
      const encoded = Buffer.from(`${prefix}${KEY} and more`).toString('base64');
      expect(redact.text(encoded), prefix).toContain(REDACTED);
      expect(redact.text(encoded).length).toBeLessThan(encoded.length);
      expect(redact.text(Buffer.from(`${prefix}${KEY}`).toString('base64url'))).toContain(REDACTED);
    }
    const odd = createRedactor(['p@ss/w0rd+secret']);
    expect(odd.text(`key=${encodeURIComponent('p@ss/w0rd+secret')}`)).toBe(`key=${REDACTED}`);
  });

  it('removes Basic credentials made from a URL with user-info', () => {
    const secrets = urlSecrets('http://proxyuser:S3cr3t%2Fpass@127.0.0.1:9/v1');
    const basic = Buffer.from('proxyuser:S3cr3t/pass').toString('base64');
    const r = createRedactor(secrets);
    expect(r.text(`Authorization: Basic ${basic}`)).toBe(`Authorization: Basic ${REDACTED}`);
    expect(r.text('password S3cr3t/pass')).toBe(`password ${REDACTED}`);
    expect(r.text('http://proxyuser:S3cr3t%2Fpass@host')).not.toContain('S3cr3t');
  });

  it('redacts every string of a JSON value, and returns the same value when nothing is secret', () => {
    const clean = { a: ['x', 1, { b: null }] };
    expect(redact.value(clean)).toBe(clean);
    expect(redact.value({ reply: `key ${KEY}`, n: 3, list: [KEY] })).toEqual({ reply: `key ${REDACTED}`, n: 3, list: [REDACTED] });
  });

  it('redacts a value in one walk: keys, deep strings and every shape of the key, copying only what leads to a change', () => {
    const untouched = { note: 'nothing secret', deep: [{ n: 1 }] };
    const base64 = Buffer.from(`user:${KEY}`).toString('base64');
    const value = {
      untouched,
      [`header ${KEY}`]: 'as a key',
      steps: [{ say: 'hello' }, { args: { url: `https://h/v1?key=${encodeURIComponent(KEY)}`, auth: `Basic ${base64}`, part: KEY.slice(2, 12) } }],
    };
    const out = redact.value(value);
    expect(JSON.stringify(out)).not.toMatch(new RegExp(`${KEY.slice(0, 8)}|${KEY.slice(-8)}|${base64.slice(8, 16)}`));
    expect(out).toEqual({
      untouched,
      [`header ${REDACTED}`]: 'as a key',
      steps: [{ say: 'hello' }, { args: { url: `https://h/v1?key=${REDACTED}`, auth: expect.stringContaining(REDACTED), part: REDACTED } }],
    });
    expect(out.untouched).toBe(untouched);
    expect(out.steps[0]).toBe(value.steps[0]);
    // The value given is left as it was.
    expect(value.steps[1]!.args!.part).toBe(KEY.slice(2, 12));
  });


  it('redacts an object and a long string in every place a value holds them, each place keeping its own shape', () => {
    // A trace's generations share their tool definitions and every message before them.
    const system = `You are the desk. ${'Policy text. '.repeat(10)}Never print ${KEY}.`;
    const tool = { name: 'get_order', description: `looks up orders; key ${KEY}` };
    const clean = { role: 'user', content: 'Cancel A1001' };
    const generations = [1, 2, 3].map((n) => ({ n, input: { messages: [{ role: 'system', content: system }, clean], tools: [tool] } }));
    const out = redact.value({ generations, again: tool, system });
    expect(JSON.stringify(out)).not.toContain(KEY.slice(0, 8));
    for (const g of out.generations) {
      expect(g.input.messages[0]!.content).toBe(`You are the desk. ${'Policy text. '.repeat(10)}Never print ${REDACTED}.`);
      expect(g.input.tools).toEqual([{ name: 'get_order', description: `looks up orders; key ${REDACTED}` }]);
      expect(g.input.messages[1]).toBe(clean);
    }
    expect(out.again).toEqual({ name: 'get_order', description: `looks up orders; key ${REDACTED}` });
    expect(out.system).toBe(out.generations[0]!.input.messages[0]!.content);
  });

  it('refuses a value that holds itself rather than hand back any of it unredacted', () => {
    const loop: Record<string, unknown> = { secret: KEY };
    loop['self'] = { back: loop };
    expect(() => redact.value(loop)).toThrow(TypeError);
  });
  it('finds every window of every shape of the key, each on its own inside other text', () => {
    // The last base64 group mixes in bits of whatever follows the key: left out by design.
    const stable = (base64: string) => base64.replace(/=+$/, '').slice(0, -4);
    const shapes = [KEY, stable(Buffer.from(KEY).toString('base64')), stable(Buffer.from(`a${KEY}`).toString('base64url')).slice(2)];
    for (const shape of shapes) {
      for (let i = 0; i + 8 <= shape.length; i += 1) {
        const window = shape.slice(i, i + 8);
        expect(redact.text(`<${window}>`), window).toBe(`<${REDACTED}>`);
        expect(redact.text(`<${window.slice(0, 7)}>`)).toBe(`<${window.slice(0, 7)}>`);
      }
    }
  });

  it('covers exactly what a window-by-window scan covers, in text made of pieces of every shape', () => {
    const windows = windowsOf(shapesOf(KEY));
    /** The plain definition: every position where a window starts, the stretches merged. */
    const reference = (text: string): string => {
      const covered = new Array<boolean>(text.length).fill(false);
      for (let i = 0; i + 8 <= text.length; i += 1) if (windows.has(text.slice(i, i + 8))) covered.fill(true, i, i + 8);
      let out = '';
      for (let i = 0; i < text.length; i += 1) {
        if (!covered[i]) out += text[i];
        else if (i === 0 || !covered[i - 1]) out += REDACTED;
      }
      return out;
    };
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const shapes = shapesOf(KEY);
    for (let round = 0; round < 400; round += 1) {
      let text = '';
      for (let piece = next(6); piece >= 0; piece -= 1) {
        const shape = shapes[next(shapes.length)]!;
        const from = next(shape.length);
        text += shape.slice(from, from + 3 + next(12)) + ['', ' ', '"', 'x', 'é'][next(5)];
      }
      expect(redact.text(text), text).toBe(reference(text));
    }
  });

  it('knows the keys of the environment, the Langfuse secret and base-URL credentials', () => {
    const env = { OPENAI_API_KEY: ' sk-openai-0123456789 ', LANGFUSE_SECRET_KEY: 'sk-lf-abcdefgh', AGENTDESK_BASE_URL: 'http://u:envpassword@h' };
    const known = knownSecrets({ env, urls: ['https://me:flagpassword@x/v1'] });
    expect(known).toEqual(expect.arrayContaining(['sk-openai-0123456789', 'sk-lf-abcdefgh', 'envpassword', 'flagpassword', 'me:flagpassword']));
    expect(createRedactor([]).active).toBe(false);
  });
});
