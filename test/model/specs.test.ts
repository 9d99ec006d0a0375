/**
 * The backends registry is the one list of model specs: each backend says how its spec is
 * written, and `eval --help` and the error of an unknown model name every one of them.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKENDS, cli, createProvider, memoryIO, MODEL_SPECS, PRESETS, UsageError } from '../../src/index.js';

const root = join(import.meta.dirname, '..', '..');

/** The help's text with its line breaks (and the `|` each continued line starts with) undone. */
const unwrapped = (help: string) => help.replace(/\n\s+\| /g, ' | ');

describe('model specs', () => {
  it('are one per backend, each written with its backend name, every preset among them', () => {
    expect(MODEL_SPECS.map((spec) => spec.split(/[:[]/)[0])).toEqual(Object.keys(BACKENDS));
    for (const preset of Object.keys(PRESETS)) expect(MODEL_SPECS).toContain(`${preset}:<model>`);
  });

  it('are all named by eval --help', async () => {
    const io = memoryIO({ cwd: root });
    await cli(['eval', '--help'], io);
    expect(unwrapped(io.out)).toContain(`--model <spec>         ${MODEL_SPECS.join(' | ')}\n`);
  });

  it('are all named by the error of an unknown model', () => {
    let error: unknown;
    try {
      createProvider({ spec: 'nonesuch:model', env: {} });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UsageError);
    for (const spec of MODEL_SPECS) expect((error as UsageError).hint).toContain(spec);
  });
});
