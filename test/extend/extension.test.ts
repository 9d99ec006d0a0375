/**
 * Adding a tool, a scorer and a reporter is each one new file plus one line in its registry
 * (docs/extending.md), then `npm run schema:tools` to write the schema files' derived parts: done
 * here in a copy of the package, the tool is offered to the model, the scorer's dimension is
 * graded into results.json and gated, and the reporter's file is written, with nothing else
 * edited. So are a model backend (a file and a line), a model preset (a line) and a mutation
 * operator (a file and a line): in the help, made, and run by the audit. The copy type-checks.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Api from '../../src/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
const CASE = 'golden/order-status/status-shipped-with-tracking.yaml';

/** One new file and one line in its registry: the line goes after `after`, the import at the top. */
interface Addition {
  file: string;
  text: string;
  registry: string;
  importLine: string;
  after: string;
  line: string;
}

const TOOL: Addition = {
  file: 'src/desk/tools/store-hours.ts',
  text: `import { success } from './outcome.js';
import type { ToolSpec } from './types.js';

export const storeHours: ToolSpec = {
  name: 'store_hours',
  kind: 'read',
  summary: 'when the support desk is open (no arguments)',
  offered: 'always',
  identity: 'open',
  definition: {
    name: 'store_hours',
    description: 'When the support desk answers: days and hours, in the store time zone.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  run: () => success({ days: 'Mon-Fri', hours: '09:00-18:00' }),
};
`,
  registry: 'src/desk/tools/index.ts',
  importLine: "import { storeHours } from './store-hours.js';",
  after: '  escalate_to_human: escalateToHuman,\n',
  line: '  store_hours: storeHours,\n',
};

const SCORER: Addition = {
  file: 'src/grade/scorers/brevity.ts',
  text: `import { replies } from '../visit-steps.js';
import type { Scorer } from '../types.js';

/** Every reply within 80 words. */
export const brevityScorer: Scorer<'brevity'> = {
  dimension: 'brevity',
  applies: () => true,
  score: ({ visit }) =>
    replies(visit).map((r) => {
      const words = r.text.split(/\\s+/).filter(Boolean).length;
      const base = { dimension: 'brevity' as const, assertion: \`brevity.turn\${r.turn}\` };
      return words <= 80 ? { ...base, verdict: 'pass' as const, message: 'ok' } : { ...base, verdict: 'fail' as const, message: \`\${words} words\`, step: r.step };
    }),
};
`,
  registry: 'src/grade/scorers/index.ts',
  importLine: "import { brevityScorer } from './brevity.js';",
  after: 'replyScorer, ',
  line: 'brevityScorer, ',
};

const REPORTER: Addition = {
  file: 'src/report/verdicts.ts',
  text: `import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Reporter } from './index.js';

/** verdicts.txt: one line per trial. */
export const verdictsReporter: Reporter = {
  about: 'verdicts.txt, one line per trial',
  byDefault: false,
  create: (ctx) => ({
    name: 'verdicts',
    async runEnd(results) {
      await mkdir(ctx.runDir, { recursive: true });
      await writeFile(join(ctx.runDir, 'verdicts.txt'), results.trials.map((t) => \`\${t.caseId} \${t.verdict}\\n\`).join(''));
    },
  }),
};
`,
  registry: 'src/report/index.ts',
  importLine: "import { verdictsReporter } from './verdicts.js';",
  after: '    create: (ctx) => githubReporter(withRepoUrl(ctx)),\n  },\n',
  line: '  verdicts: verdictsReporter,\n',
};

const BACKEND: Addition = {
  file: 'src/model/backends/silent.ts',
  text: `import { ModelError } from '../types.js';
import type { Backend } from '../registry.js';

/** A model that never answers. */
export const silent: Backend = {
  spec: 'silent',
  create: () => ({ id: 'silent', settings: {}, exercises: 'live', forTrial: () => ({ id: 'silent', settings: {}, complete: () => Promise.reject(new ModelError('model_error', 'silent')) }) }),
};
`,
  registry: 'src/model/registry.ts',
  importLine: "import { silent } from './backends/silent.js';",
  after: '  replay,\n',
  line: '  silent,\n',
};

const OPERATOR: Addition = {
  file: 'src/audit/operators/drop-answer.ts',
  text: `import { hasReference, mutable } from './case-facts.js';
import type { MutationOperator } from './types.js';

/** The last reply greets and answers nothing. */
export const dropAnswer: MutationOperator = {
  name: 'drop-answer',
  description: 'Replies with a greeting and nothing the customer asked for.',
  safety: false,
  risks: [],
  apply(c) {
    if (!hasReference(c)) return undefined;
    const m = mutable(c);
    m.reference[m.reference.length - 1]!.reply = 'Hello! Have a nice day.';
    return m;
  },
};
`,
  registry: 'src/audit/operators/index.ts',
  importLine: "import { dropAnswer } from './drop-answer.js';",
  after: '  stopAfterProposal,\n',
  line: '  dropAnswer,\n',
};

/** A preset is a row, no file: the line goes after its neighbour. */
const PRESET = {
  registry: 'src/model/backends/presets.ts',
  after: "  llamacpp: { baseUrl: 'http://127.0.0.1:8080/v1', keyEnv: [], keyRequired: false, maxTokensField: 'max_tokens' },\n",
  line: "  lmstudio: { baseUrl: 'http://127.0.0.1:1234/v1', keyEnv: ['LMSTUDIO_API_KEY'], keyRequired: false, maxTokensField: 'max_tokens' },\n",
};

const SUITES = `version: 1
defaultSuite: all
suites:
  all:
    select: {}
    gate: { minPassRate: 1, dimensions: { brevity: 1 } }
reporters: [json, verdicts]
`;

let dir: string;

async function add(a: Addition | typeof PRESET): Promise<void> {
  if ('file' in a) await writeFile(join(dir, a.file), a.text);
  const registry = join(dir, a.registry);
  const before = await readFile(registry, 'utf8');
  // The import goes before the first one; the entry after its neighbour. Each exactly once.
  expect(before.split(a.after)).toHaveLength(2);
  const imported = 'importLine' in a ? before.replace(/^import /m, `${a.importLine}\nimport `) : before;
  await writeFile(registry, imported.replace(a.after, `${a.after}${a.line}`));
}

/** `tsc --noEmit` over the copy: what it prints and its exit code. */
function typecheck(): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.json'), '--noEmit'], { cwd: dir });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

let api: typeof Api;
let checked: Promise<{ code: number | null; out: string }>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agentdesk-extension-'));
  for (const part of ['src', 'templates', 'schema', 'package.json', 'tsconfig.json']) await cp(join(ROOT, part), join(dir, part), { recursive: true });
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await mkdir(join(dir, 'golden', 'order-status'), { recursive: true });
  await cp(join(ROOT, CASE), join(dir, CASE));
  await writeFile(join(dir, 'golden', 'suites.yaml'), SUITES);
  for (const a of [TOOL, SCORER, REPORTER, BACKEND, OPERATOR, PRESET]) await add(a);
  // What `npm run schema:tools` does, from the copy's sources (the script runs it from dist/).
  const schemas = (await import(join(dir, 'src', 'config', 'derived-schemas.ts'))) as typeof import('../../src/config/derived-schemas.js');
  await schemas.writeDerivedSchemas(dir);
  // The type check runs beside the tests: it takes longer than they do.
  checked = typecheck();
  api = (await import(join(dir, 'src', 'index.ts'))) as typeof Api;
}, 60_000);
afterAll(async () => {
  await checked;
  await rm(dir, { recursive: true, force: true });
});

describe('a tool, a scorer and a reporter, each one new file plus one line in its registry', () => {
  it('offers the tool to the model in the resolver request, as the registry entry says', async () => {
    const { cases, problems } = await api.loadCases([join(dir, CASE)], { cwd: dir });
    expect(problems).toEqual([]);
    const offered: string[][] = [];
    const reference = api.referenceProvider();
    const provider: Api.ModelProvider = {
      ...reference,
      forTrial(ctx) {
        const model = reference.forTrial(ctx);
        return {
          ...model,
          complete(request, options) {
            if (request.purpose === 'resolver') offered.push((request.tools ?? []).map((t) => t.name));
            return model.complete(request, options);
          },
        };
      },
    };
    const run = await api.runEval({ cases, provider, suite: 'all' });
    expect(run.trials[0]?.verdict).toBe('pass');
    expect(offered.length).toBeGreaterThan(0);
    for (const tools of offered) expect(tools).toContain('store_hours');
    expect(api.TOOLS).toHaveProperty('store_hours');
    // ...and the graders know its kind, from the file schema:tools wrote.
    expect(await readFile(join(dir, 'src', 'grade', 'tool-kinds.generated.ts'), 'utf8')).toContain("  store_hours: 'read',\n");
  });

  it('grades the scorer\'s dimension into results.json and the gate, and the reporter writes its file', async () => {
    const io = api.memoryIO({ cwd: dir });
    const code = await api.cli(['eval', '--gate', '--out', 'run', '--no-langfuse'], io);
    expect(io.err).toBe('');
    expect(code).toBe(api.EXIT.ok);
    const results = JSON.parse(await readFile(join(dir, 'run', 'results.json'), 'utf8')) as Api.RunResults;
    expect(results.trials[0]?.dimensions).toHaveProperty('brevity', 1);
    expect(results.summary.byDimension).toHaveProperty('brevity', 1);
    expect(results.gate?.checks.find((c) => c.name === 'dimension:brevity')?.ok).toBe(true);
    expect(await readFile(join(dir, 'run', 'verdicts.txt'), 'utf8')).toBe('status-shipped-with-tracking pass\n');
  });

  it('names the new reporter in eval --help, as every list of reporters is the map', async () => {
    const io = api.memoryIO({ cwd: dir });
    await api.cli(['eval', '--help'], io);
    expect(io.out).toMatch(/--reporter <name> +terminal \| json \| md \| html \| junit \| github \| verdicts /);
  });

  it('offers the backend and the preset to --model, and makes each', async () => {
    const io = api.memoryIO({ cwd: dir });
    await api.cli(['eval', '--help'], io);
    expect(io.out).toMatch(/--model <spec> +reference \| noisy:\S+ \| replay\[:<dir>\] \| silent\s/);
    expect(io.out).toMatch(/\| llamacpp:<model> \| lmstudio:<model>\n/);
    expect(api.createProvider({ spec: 'lmstudio:qwen', env: {} }).settings).toMatchObject({ model: 'qwen', baseUrl: 'http://127.0.0.1:1234/v1' });
    const silent = api.memoryIO({ cwd: dir });
    expect(await api.cli(['eval', '--model', 'silent', '--out', 'silent', '--no-langfuse', '--reporter', 'json'], silent)).toBe(api.EXIT.runFailed);
    expect(silent.err).toMatch(/every trial failed at the model provider \(silent\)/);
  });

  it('runs the operator in the audit, where the graders kill its mutant', async () => {
    const { cases } = await api.loadCases([join(dir, CASE)], { cwd: dir });
    const result = await api.audit({ cases });
    expect(result.mutants.filter((m) => m.operator === 'drop-answer').map((m) => m.outcome)).toEqual(['killed']);
  });

  it('type-checks, with nothing else edited', async () => {
    const { code, out } = await checked;
    expect(out).toBe('');
    expect(code).toBe(0);
  }, 120_000);
});
