/**
 * `report.html`: one self-contained file (inline CSS and script, nothing fetched) with filters by
 * verdict, category and dimension, and every case's transcript and state diff. Text from cases
 * and models is escaped by the template, and a Content-Security-Policy that allows only our own
 * script (by hash) stops anything that would slip through.
 */
import { createHash } from 'node:crypto';
import type { RunResults } from '../run/types.js';
import { rateBars } from './bars.js';
import { diffWorlds } from './diff.js';
import { assetText, partialTemplate, reportTemplate } from './templates.js';
import { transcriptView } from './step-views.js';
import { assertionText, buildView, type CaseView, expandTrial, type ReportOptions, type ReportView, type TrialView } from './view.js';

/** A trial as the trial partial lays it out (also the review page's, so transcripts render one way). */
export function trialDetail(t: TrialView) {
  // The lazy parts in one inflation (see view.ts), held only while this case renders.
  const plain = expandTrial(t);
  const failingSteps = new Set(plain.failed.map((a) => a.step).filter((s): s is number => s !== undefined));
  return {
    ...plain,
    turns: plain.visit ? transcriptView(plain.visit, failingSteps) : [],
    diff: plain.visit ? diffWorlds(plain.visit.initial, plain.visit.final) : undefined,
    passedCount: plain.assertions.filter((a) => a.verdict === 'pass').length,
  };
}

/** One line under the case's name: why it failed or was not judged. */
function why(c: CaseView): string {
  const failed = c.trials.find((t) => t.verdict === 'fail');
  if (failed) return failed.first ? assertionText(failed.first) : (failed.detail ?? '');
  const unjudged = c.trials.find((t) => t.verdict === 'unjudged');
  return unjudged ? `unjudged: ${unjudged.reason ?? ''}` : '';
}

function caseDetail(c: CaseView, index: number) {
  return {
    ...c,
    why: why(c),
    // The first case is a failure when any case failed (failures sort first): open it, so the
    // reader lands on the transcript that matters.
    open: index === 0 && c.verdict === 'fail',
    dimsText: c.dims.join(' '),
    failDimsText: c.failDims.join(' '),
    trials: c.trials.map(trialDetail),
  };
}

function assets() {
  const script = assetText('report-script.js');
  // The script is inlined raw: it must not be able to end its own element.
  if (/<\/script|<!--/i.test(script)) throw new Error('report-script.js must not contain </script or <!--');
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  return { style: assetText('report-style.css'), script, csp: `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${hash}'; img-src data:; base-uri 'none'; form-action 'none'` };
}

/** Where the cases go in the page: the page is rendered with none, and they are streamed in here. */
const CASES_AT = '<main id="cases">\n';

/**
 * report.html in pieces: the page around the cases, then one case at a time, so a 10,000-case
 * report (~100 MB) is never one string, nor every transcript inflated at once.
 */
export function* htmlPieces(view: ReportView, opts: ReportOptions = {}): Generator<string> {
  const verdictCount = (v: string) => view.cases.filter((c) => c.verdict === v).length;
  const root = {
    ...view,
    cases: [],
    caseCount: view.cases.length,
    linkFiles: opts.repoUrl !== undefined,
    filters: [
      { verdict: 'all', label: 'All', n: view.cases.length },
      { verdict: 'fail', label: 'Fail', n: verdictCount('fail') },
      { verdict: 'unjudged', label: 'Unjudged', n: verdictCount('unjudged') },
      { verdict: 'pass', label: 'Pass', n: verdictCount('pass') },
    ],
    bars: rateBars(view),
    ...assets(),
  };
  const page = reportTemplate('report.html')(root);
  const at = page.indexOf(CASES_AT);
  if (at < 0) throw new Error(`report.html.hbs must hold ${JSON.stringify(CASES_AT)}`);
  yield page.slice(0, at + CASES_AT.length);
  const caseTemplate = partialTemplate('case');
  for (const [i, c] of view.cases.entries()) yield caseTemplate(caseDetail(c, i), { data: { root } });
  yield page.slice(at + CASES_AT.length);
}

export function renderHtml(results: RunResults, opts: ReportOptions = {}): string {
  return [...htmlPieces(buildView(results, opts), opts)].join('');
}
