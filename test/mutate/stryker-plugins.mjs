// @ts-check
/**
 * StrykerJS plugins for `npm run mutate` (see stryker.config.mjs):
 *
 * - `desk-data`, an ignorer: the words and phrasings of the desk's multilingual lexicons, and the
 *   tool descriptions only a live model reads, are not mutated. One mutant per word of eight
 *   languages would measure the size of the lexicons, not whether the golden set catches a broken
 *   desk; test/desk/ checks the words. What a list does is still mutated: emptying a list, a rule
 *   that reads it, the kinds a rule refuses.
 *   The same goes for the desk's other model-facing prose: a refusal's message (`refuse(...)`,
 *   identity's `refusal(tool, message, why)` and `identifyFirstMessage`, a `message:` or a
 *   `const message`), the confirmation rule's reason (`no(...)`, a `reason:`, a `why:`, `quote`) and
 *   the not-found message, in the guards (a tool's messages are results: they ground what a reply
 *   may state, so they stay mutated). The reference model never reads a word of it, so no golden case can
 *   see it change; what catches a changed message is the recordings of a live run (the next
 *   request differs, the case is stale and the gate fails closed) and test/desk. What decides is
 *   still mutated: the code of a refusal, `confirmed: false`, which rule refuses.
 * - `desk-score`, a reporter: the desk's mutation score for the guards and for the tools, the
 *   survivors by file and line, and a failing exit code under the minimum for the guards. While
 *   the run goes it appends each mutant's result to `.agentdesk/mutation/progress.jsonl`, so a run
 *   cut short (it takes an hour or more) still leaves what it measured.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { declareClassPlugin, declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** Language files of the confirmation lexicon: `confirmation/lexicon/en.ts`, `confirmation/lexicon/common.ts`. */
const LEXICON_FILE = /[\\/]lexicon[\\/](?:common|[a-z]{2})\.ts$/;
const TOOL_FILE = /[\\/]desk[\\/]tools[\\/][^\\/]+\.ts$/;

/** @param {any} path a babel NodePath */
function fileOf(path) {
  return String(path.hub?.file?.opts?.filename ?? '');
}

/** @param {any} path */
function isText(path) {
  return path.isStringLiteral() || path.isTemplateLiteral() || path.isRegExpLiteral();
}

/** @param {any} path a string in `description: '...'` */
function isDescription(path) {
  const parent = path.parentPath;
  return parent?.isObjectProperty() && parent.node.value === path.node && !parent.node.computed && parent.node.key?.name === 'description';
}

/** Functions whose whole body only writes prose for the model. */
const PROSE_FUNCTIONS = new Set(['quote', 'orderNotFoundMessage', 'identifyFirstMessage']);
/**
 * Calls and which of their arguments are prose for the model: `refuse(message, code)`, `no(reason)`,
 * identity's `refusal(tool, message, why)`.
 */
const PROSE_CALLS = new Map([
  ['refuse', [0]],
  ['no', [0]],
  ['refusal', [1, 2]],
]);
/** Properties (and `const`s) whose value is prose for the model or a case writer. */
const PROSE_KEYS = new Set(['message', 'reason', 'why']);
/** The guards only: a tool's messages are tool results, which ground the amounts a reply may state. */
const GUARD_FILE = /[\\/]desk[\\/]guards[\\/]/;

/** @param {any} path a babel NodePath: prose only the model (or a case writer) reads, never what decides. */
function isProse(path) {
  const parent = path.parentPath;
  if ((path.isFunctionDeclaration() || path.isFunctionExpression()) && PROSE_FUNCTIONS.has(path.node.id?.name)) return true;
  if (parent?.isCallExpression() && (PROSE_CALLS.get(parent.node.callee?.name) ?? []).some((i) => parent.node.arguments[i] === path.node)) return true;
  if (parent?.isVariableDeclarator() && parent.node.init === path.node && PROSE_KEYS.has(parent.node.id?.name)) return true;
  return Boolean(parent?.isObjectProperty() && parent.node.value === path.node && !parent.node.computed && PROSE_KEYS.has(parent.node.key?.name));
}

const deskData = {
  /** @param {any} path */
  shouldIgnore(path) {
    const file = fileOf(path);
    if (GUARD_FILE.test(file) && !LEXICON_FILE.test(file) && isProse(path)) return 'model-facing text: a refusal message or a confirmation reason only a live model reads (recordings make a changed one stale)';
    if (!isText(path)) return undefined;
    if (LEXICON_FILE.test(file)) return 'lexicon data: a word or phrasing of one language (test/desk checks the words; emptying a list is still mutated)';
    if (TOOL_FILE.test(file) && isDescription(path)) return 'model-facing text: a tool description only a live model reads';
    return undefined;
  },
};

/** The golden set must kill at least this share of the guards' mutants (README, "Mutation testing of the desk"). */
export const GUARDS_MIN_SCORE = 0.8;

/**
 * The areas a run reports. The minimum is the guards' (src/desk/guards/, issue 12's bar); the text
 * library they read replies with (`src/text/`, shared with the graders) and the tools are measured
 * by their own runs (`npm run mutate:text`, `npm run mutate:tools`) and reported without a minimum.
 */
const AREAS = [
  { name: 'guards', prefixes: ['src/desk/guards/'] },
  { name: 'text', prefixes: ['src/text/'] },
  { name: 'tools', prefixes: ['src/desk/tools/'] },
];
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** @param {string} file */
function normal(file) {
  const i = file.replace(/\\/g, '/').lastIndexOf('src/');
  return i < 0 ? file : file.replace(/\\/g, '/').slice(i);
}

/**
 * @param {Record<string, { source?: string; mutants: any[] }>} files
 * @param {readonly string[]} prefixes
 */
export function tally(files, prefixes) {
  const t = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0, survivors: /** @type {any[]} */ ([]) };
  for (const [name, file] of Object.entries(files)) {
    const path = normal(name);
    if (!prefixes.some((prefix) => path.startsWith(prefix))) continue;
    const lines = (file.source ?? '').split('\n');
    for (const m of file.mutants) {
      if (m.status === 'Killed') t.killed += 1;
      else if (m.status === 'Timeout') t.timeout += 1;
      else if (m.status === 'Survived') t.survived += 1;
      else if (m.status === 'NoCoverage') t.noCoverage += 1;
      else if (m.status === 'Ignored') t.ignored += 1;
      else t.errors += 1;
      if (UNDETECTED.has(m.status)) t.survivors.push({ path, mutant: m, line: lines[m.location.start.line - 1] ?? '' });
    }
  }
  const detected = t.killed + t.timeout;
  const judged = detected + t.survived + t.noCoverage;
  return { ...t, detected, judged, score: judged === 0 ? undefined : detected / judged };
}

/** @param {number | undefined} score */
const fmt = (score) => (score === undefined ? 'n/a' : score.toFixed(3));

/** @param {any} s a survivor */
function survivorLine(s) {
  const { start } = s.mutant.location;
  const original = s.line.slice(start.column - 1, start.column - 1 + 50).trim();
  const what = s.mutant.status === 'NoCoverage' ? 'no case reaches it' : `-> ${String(s.mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 60)}`;
  return `  ${s.path}:${start.line}:${start.column}  ${s.mutant.mutatorName}  ${original.replace(/\s+/g, ' ')}  ${what}`;
}

/**
 * The run's last line. The minimum is the guards': a run that mutated them passes or fails on their
 * score. A run of the text library or the tools alone (`npm run mutate:text`, `npm run mutate:tools`) has no minimum and says so; a run that
 * measured neither fails, since it tested nothing.
 * @param {{ name: string, judged: number, score: number | undefined }[]} results by area, the guards first
 */
export function verdict(results) {
  const guards = results.find((r) => r.name === 'guards');
  const others = results.filter((r) => r.name !== 'guards' && r.judged > 0);
  if ((guards?.judged ?? 0) === 0 && others.length > 0) {
    const what = others.map((r) => `${fmt(r.score)} of the ${r.name === 'text' ? "text library's" : `${r.name}'`} mutants`).join(' and ');
    return { ok: true, line: `MUTATE MEASURED: the golden set kills ${what} (no minimum; the guards' minimum of ${GUARDS_MIN_SCORE.toFixed(2)} is checked by \`npm run mutate\`).` };
  }
  const ok = guards?.score !== undefined && guards.score >= GUARDS_MIN_SCORE;
  return { ok, line: `${ok ? 'MUTATE PASSED' : 'MUTATE FAILED'}: the golden set kills ${fmt(guards?.score)} of the guards' mutants (minimum ${GUARDS_MIN_SCORE.toFixed(2)}).` };
}

/** One line per tested mutant, written as the run goes (the JSON and HTML reports come only at its end). */
export const PROGRESS_FILE = '.agentdesk/mutation/progress.jsonl';

class DeskScoreReporter {
  constructor() {
    mkdirSync(dirname(PROGRESS_FILE), { recursive: true });
    writeFileSync(PROGRESS_FILE, '');
  }

  /** @param {any} result a MutantResult */
  onMutantTested(result) {
    const { fileName, location, mutatorName, replacement, status, coveredBy, killedBy } = result;
    const line = { file: normal(String(fileName)), line: location.start.line, column: location.start.column, mutatorName, replacement, status, killedBy, covered: coveredBy?.length };
    appendFileSync(PROGRESS_FILE, `${JSON.stringify(line)}\n`);
  }

  /** @param {any} report the mutation-testing-report-schema report */
  onMutationTestReportReady(report) {
    const out = ['', 'Desk mutation score, with the golden set (suite full, reference model) as the only test:'];
    const results = AREAS.map((a) => ({ ...a, ...tally(report.files, a.prefixes) }));
    for (const r of results) {
      out.push(
        `  ${r.name.padEnd(7)} ${fmt(r.score)}  (${r.detected} killed of ${r.judged}: ${r.killed} failed a case, ${r.timeout} timed out; ${r.survived} survived, ${r.noCoverage} reached by no case; ${r.ignored} not mutated: lexicon words, model-facing text${r.errors ? `; ${r.errors} errors` : ''})`,
      );
    }
    for (const r of results) {
      if (r.survivors.length === 0) continue;
      out.push('', `Survivors in the ${r.name} (${r.survivors.length}): a change of the desk that every golden case still passes.`);
      out.push(...r.survivors.map(survivorLine));
    }
    const { line, ok } = verdict(results);
    out.push('', line);
    process.stdout.write(`${out.join('\n')}\n`);
    if (!ok) process.exitCode = 1;
  }
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'desk-data', deskData),
  declareClassPlugin(PluginKind.Reporter, 'desk-score', DeskScoreReporter),
];
export { deskData };
