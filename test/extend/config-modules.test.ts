/**
 * Scorers and reporters of a team's own, named by module path in the suites config (as vitest
 * loads a custom reporter): a scorer's dimension is graded into results.json, the summary, the
 * reports and the gate's minimums as a built-in one is; a reporter hears the run as the built-in
 * ones do. A module that cannot be loaded or has the wrong shape is a config problem on its line
 * (exit 2), and nothing runs.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXIT, loadCases, parseConfig, referenceProvider, type RunListener, runEval, type Scorer } from '../../src/index.js';
import { agentdeskIn } from '../support/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');
const CASE = 'golden/order-status/status-shipped-with-tracking.yaml';
let dir: string;

/** A scorer of the team's own: every reply stays within `max` words. */
const brevity = (max: number) => `export default {
  dimension: 'brevity',
  applies: () => true,
  score({ visit }) {
    return visit.steps.filter((s) => s.kind === 'reply').map((s) => {
      const words = s.text.split(/\\s+/).filter(Boolean).length;
      return { assertion: 'brevity.turn' + s.turn, verdict: words <= ${max} ? 'pass' : 'fail', message: words + ' words, at most ${max}', step: s.step };
    });
  },
};
`;

/** A reporter of the team's own: verdicts.txt, one line per trial. */
const VERDICTS = `import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
export default {
  about: 'verdicts.txt, one line per trial',
  create(ctx) {
    const lines = [];
    return {
      name: 'verdicts',
      trialEnd(result) { lines.push(result.caseId + ' ' + result.verdict + ' brevity=' + result.dimensions.brevity); },
      runEnd() { mkdirSync(ctx.runDir, { recursive: true }); writeFileSync(join(ctx.runDir, 'verdicts.txt'), lines.join('\\n') + '\\n'); },
    };
  },
};
`;

function suites(extra: { scorers?: string[]; reporters?: string[]; minimums?: string } = {}): string {
  const scorers = extra.scorers ? `scorers: [${extra.scorers.join(', ')}]\n` : '';
  return [
    'version: 1',
    'defaultSuite: all',
    'suites:',
    '  all:',
    '    select: {}',
    `    gate: { minPassRate: 1, dimensions: { ${extra.minimums ?? 'brevity: 1'} } }`,
    `reporters: [${(extra.reporters ?? ['json', 'md', '../extensions/verdicts.mjs']).join(', ')}]`,
    `${scorers}`,
  ].join('\n');
}

async function write(path: string, text: string): Promise<void> {
  await mkdir(join(dir, path, '..'), { recursive: true });
  await writeFile(join(dir, path), text);
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agentdesk-extend-'));
  await cp(join(ROOT, CASE), join(dir, CASE));
  await write('extensions/brevity.mjs', brevity(80));
  await write('extensions/verdicts.mjs', VERDICTS);
  await write('golden/suites.yaml', suites({ scorers: ['../extensions/brevity.mjs'] }));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const agentdesk = (...argv: string[]) => agentdeskIn(dir, argv);

const evalGate = () => agentdesk('eval', '--gate', '--out', 'run', '--no-langfuse');

interface Results {
  trials: { verdict: string; dimensions: Record<string, number>; firstFailure?: { dimension: string; assertion: string }; assertions: { dimension: string; assertion: string; message: string }[] }[];
  summary: { byDimension: Record<string, number> };
  gate: { passed: boolean; checks: { name: string; ok: boolean; message: string }[] };
}
const results = async (): Promise<Results> => JSON.parse(await readFile(join(dir, 'run', 'results.json'), 'utf8')) as Results;

describe('a scorer and a reporter by module path in the suites config', () => {
  it('grades the scorer\'s dimension into results.json, the summary, report.md and the gate, and runs the reporter', async () => {
    const run = await evalGate();
    expect(run.err).toBe('');
    expect(run.code).toBe(EXIT.ok);
    const r = await results();
    expect(r.trials[0]?.dimensions['brevity']).toBe(1);
    // After the built-in dimensions, as it is graded after them.
    expect(Object.keys(r.trials[0]?.dimensions ?? {}).at(-1)).toBe('brevity');
    expect(r.summary.byDimension['brevity']).toBe(1);
    expect(r.gate.checks).toContainEqual({ name: 'dimension:brevity', ok: true, message: 'brevity 100.0%, minimum 100.0%' });
    expect(await readFile(join(dir, 'run', 'report.md'), 'utf8')).toMatch(/brevity/);
    expect(await readFile(join(dir, 'run', 'verdicts.txt'), 'utf8')).toBe('status-shipped-with-tracking pass brevity=1\n');
  });

  it('turns a throw in any hook of the reporter into a warning naming it, never a crashed run or a changed verdict', async () => {
    const hooks = ['runStart', 'trialStart', 'trialAnnotate', 'trialEnd', 'runEnd', 'close'];
    const body = hooks.map((h) => `${h}() { throw new Error('${h} broke'); }`).join(', ');
    await write('extensions/verdicts.mjs', `export default { create: () => ({ name: 'fragile', ${body} }) };\n`);
    expect((await evalGate()).code).toBe(EXIT.ok);
    const r = (await results()) as Results & { warnings: string[] };
    expect(r.trials[0]?.verdict).toBe('pass');
    expect(r.warnings).toEqual(hooks.map((h) => `fragile: ${h} broke`));
  });

  it('leaves the config\'s reporter modules out when --reporter names the reporters, as it does its names', async () => {
    expect((await agentdesk('eval', '--out', 'run', '--no-langfuse', '--reporter', 'json')).code).toBe(EXIT.ok);
    expect(existsSync(join(dir, 'run', 'results.json'))).toBe(true);
    expect(existsSync(join(dir, 'run', 'verdicts.txt'))).toBe(false);
    expect(existsSync(join(dir, 'run', 'report.md'))).toBe(false);
  });

  it('fails a trial on the scorer\'s failed assertion, and the gate on its minimum, as a built-in dimension would', async () => {
    await write('extensions/brevity.mjs', brevity(5));
    const run = await evalGate();
    expect(run.code).toBe(EXIT.gateFailed);
    const r = await results();
    expect(r.trials[0]?.verdict).toBe('fail');
    expect(r.trials[0]?.firstFailure).toMatchObject({ dimension: 'brevity', assertion: 'brevity.turn0' });
    expect(r.gate.checks.find((c) => c.name === 'dimension:brevity')?.ok).toBe(false);
  });

  it('fails the trial, naming the module, when the scorer throws or returns what is no assertion', async () => {
    await write('extensions/brevity.mjs', "export default { dimension: 'brevity', applies: () => true, score() { throw new Error('no dictionary'); } };\n");
    await evalGate();
    const thrown = (await results()).trials[0];
    expect(thrown?.verdict).toBe('fail');
    expect(thrown?.assertions.at(-1)).toMatchObject({ dimension: 'brevity', assertion: 'brevity.scorer', message: 'brevity.scorer: the scorer ../extensions/brevity.mjs threw: no dictionary' });
    await write('extensions/brevity.mjs', "export default { dimension: 'brevity', applies: () => true, score: () => [{ assertion: 'x', verdict: 'ok', message: '' }] };\n");
    await evalGate();
    expect((await results()).trials[0]?.assertions.at(-1)?.message).toMatch(/verdict is "ok", not pass, fail or unjudged/);
  });
});

describe('a module the config cannot use is a config problem on its line (exit 2), and nothing runs', () => {
  const refused = async () => {
    const run = await evalGate();
    expect(run.code).toBe(EXIT.invalidInput);
    expect(existsSync(join(dir, 'run', 'results.json'))).toBe(false);
    return run.err;
  };

  it('names the config line, the module and the file it looked for when there is no such file', async () => {
    await write('golden/suites.yaml', suites({ scorers: ['../extensions/brevty.mjs'] }));
    expect(await refused()).toContain(
      'golden/suites.yaml:8:11  CONFIG_MODULE_UNLOADABLE  scorers: ../extensions/brevty.mjs (extensions/brevty.mjs) cannot be loaded: there is no such file',
    );
  });

  it('says what is wrong with a module that does not load', async () => {
    await write('extensions/verdicts.mjs', 'export default {\n');
    expect(await refused()).toMatch(/^golden\/suites\.yaml:7:\d+ {2}CONFIG_MODULE_UNLOADABLE {2}reporters: \.\.\/extensions\/verdicts\.mjs \(extensions\/verdicts\.mjs\) cannot be loaded: /m);
  });

  it('says which shape a default export lacks', async () => {
    const cases: [string, string, RegExp][] = [
      ['brevity.mjs', 'export const scorer = {};\n', /scorers: \.\.\/extensions\/brevity\.mjs \(extensions\/brevity\.mjs\) has no default export/],
      ['brevity.mjs', "export default { dimension: 'state', applies: () => true, score: () => [] };\n", /its dimension "state" is a built-in scorer's/],
      ['brevity.mjs', "export default { dimension: 'Brevity!', applies: () => true, score: () => [] };\n", /its dimension must be a name of lowercase letters/],
      ['brevity.mjs', "export default { dimension: 'verdict', applies: () => true, score: () => [] };\n", /its dimension "verdict" is the name of each trace's verdict score/],
      ['brevity.mjs', "export default { dimension: 'brevity', applies: true, score: () => [] };\n", /its applies is a boolean, not a function/],
      ['verdicts.mjs', 'export default { runEnd() {} };\n', /reporters: .* its default export is a run listener; export a reporter \{ create\(ctx\)/],
      ['verdicts.mjs', 'export default () => ({});\n', /its default export is a function, not a reporter \{ create\(ctx\) \}/],
      ['verdicts.mjs', 'export default { create: () => ({ runEnd: 1 }) };\n', /reporters: \.\.\/extensions\/verdicts\.mjs: its listener's runEnd is a number, not a function/],
    ];
    for (const [file, text, message] of cases) {
      await write('extensions/brevity.mjs', brevity(80));
      await write('extensions/verdicts.mjs', VERDICTS);
      await write(`extensions/${file}`, text);
      const err = await refused();
      expect(err).toContain('CONFIG_MODULE_SHAPE');
      expect(err).toMatch(message);
    }
  });

  it('refuses a gate minimum for a dimension no scorer grades, with or without scorers of its own', async () => {
    await write('golden/suites.yaml', suites({ scorers: ['../extensions/brevity.mjs'], minimums: 'brevty: 1' }));
    expect(await refused()).toMatch(/golden\/suites\.yaml:6:\d+ {2}SCHEMA_UNKNOWN_KEY {2}suites\.all\.gate\.dimensions\.brevty: no scorer grades a dimension "brevty"; did you mean "brevity"\?/);
    const without = parseConfig(suites({ minimums: 'stat: 1' }), 'suites.yaml').problems;
    expect(without.map((p) => [p.code, p.line, p.message])).toEqual([
      ['SCHEMA_UNKNOWN_KEY', 6, 'suites.all.gate.dimensions.stat: no scorer grades a dimension "stat"; did you mean "state"?'],
    ]);
  });

  it('refuses two scorers of one dimension', async () => {
    await write('extensions/again.mjs', brevity(10));
    await write('golden/suites.yaml', suites({ scorers: ['../extensions/brevity.mjs', '../extensions/again.mjs'] }));
    expect(await refused()).toMatch(/CONFIG_MODULE_SHAPE {2}scorers: \.\.\/extensions\/again\.mjs: its dimension "brevity" is graded by \.\.\/extensions\/brevity\.mjs already/);
  });
});

describe('scorers and listeners through the library API', () => {
  it('runEval grades a scorer object and calls a listener object', async () => {
    const { cases } = await loadCases([join(dir, CASE)], { cwd: dir });
    const words: Scorer<string> = {
      dimension: 'words',
      applies: () => true,
      score: ({ visit }) => [{ dimension: 'words', assertion: 'words.replied', verdict: visit.steps.some((s) => s.kind === 'reply') ? 'pass' : 'fail', message: 'a reply' }],
    };
    const heard: string[] = [];
    const listener: RunListener = { name: 'heard', trialEnd: (t) => void heard.push(`${t.caseId}:${t.dimensions['words']}`) };
    const run = await runEval({ cases, provider: referenceProvider(), suite: 'all', scorers: [words], listeners: [listener], gate: { minPassRate: 1, dimensions: { words: 1 } } });
    expect(run.summary.byDimension['words']).toBe(1);
    expect(run.gate?.checks.find((c) => c.name === 'dimension:words')?.ok).toBe(true);
    expect(heard).toEqual(['status-shipped-with-tracking:1']);
  });
});
