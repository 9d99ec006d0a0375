/**
 * `report.html`: one self-contained file (inline CSS and script, nothing fetched) with filters by
 * verdict, category and dimension, and every case's transcript and state diff. Text from cases
 * and models is escaped by the template, and a Content-Security-Policy that allows only our own
 * script (by hash) stops anything that would slip through.
 */
import { createHash } from 'node:crypto';
import type { RunResults } from '../run/types.js';
import { diffWorlds } from './diff.js';
import { reportTemplate, assetText } from './templates.js';
import { transcriptView } from './transcript.js';
import { assertionText, buildView, type CaseView, type ReportOptions, type TrialView } from './view.js';

function trialDetail(t: TrialView) {
  const failingSteps = new Set(t.failed.map((a) => a.step).filter((s): s is number => s !== undefined));
  return {
    ...t,
    turns: t.visit ? transcriptView(t.visit, failingSteps) : [],
    diff: t.visit ? diffWorlds(t.visit.initial, t.visit.final) : undefined,
    passedCount: t.assertions.filter((a) => a.verdict === 'pass').length,
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

export function renderHtml(results: RunResults, opts: ReportOptions = {}): string {
  const view = buildView(results, opts);
  const verdictCount = (v: string) => view.cases.filter((c) => c.verdict === v).length;
  return reportTemplate('report.html')({
    ...view,
    cases: view.cases.map(caseDetail),
    linkFiles: opts.repoUrl !== undefined,
    filters: [
      { verdict: 'all', label: 'All', n: view.cases.length },
      { verdict: 'fail', label: 'Fail', n: verdictCount('fail') },
      { verdict: 'unjudged', label: 'Unjudged', n: verdictCount('unjudged') },
      { verdict: 'pass', label: 'Pass', n: verdictCount('pass') },
    ],
    ...assets(),
  });
}
