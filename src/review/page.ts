/**
 * The review pages: the trials (one per screen, laid out by report.html's own trial partial) and
 * the modes view (Pareto, saturation, agreement). Text from cases, models and reviewers is escaped
 * by the templates; the CSP allows only our script, by hash, and requests to this server.
 */
import { createHash } from 'node:crypto';
import { BAR_TRACK, rateBar } from '../report/bars.js';
import { jsonBlock, pct } from '../report/format.js';
import { trialDetail } from '../report/html.js';
import { assetText, reportTemplate } from '../report/templates.js';
import type { Annotations } from './annotations.js';
import { agreement, AUTO_VERDICTS, currentJudgements, modesInUse, pareto, saturation } from './modes.js';
import type { ReviewRun, ReviewTrial } from './runs.js';
import { paretoSvg, saturationSvg } from './svg.js';

export interface Page {
  html: string;
  csp: string;
}

function assets(): { style: string; script: string; csp: string } {
  const script = assetText('review-script.js');
  if (/<\/script|<!--/i.test(script)) throw new Error('review-script.js must not contain </script or <!--');
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  return {
    style: `${assetText('report-style.css')}\n${assetText('review-style.css')}`,
    script,
    csp: `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${hash}'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
  };
}

const runIdsOf = (trials: readonly ReviewTrial[]): string => [...new Set(trials.map((t) => t.runId))].join(', ');

/** The trials page: every trial rendered once, shown one at a time by the script. */
export function trialsPage(trials: readonly ReviewTrial[], reviewer: string): Page {
  const { style, script, csp } = assets();
  const root = {
    runIds: runIdsOf(trials),
    reviewer,
    linkFiles: false,
    categories: [...new Set(trials.map((t) => t.category))].sort(),
    trials: trials.map((t) => {
      const detail = trialDetail(t.view);
      return { ...t, where: t.file, detail, world: detail.visit ? jsonBlock(detail.visit.initial) : '(the visit never started)' };
    }),
    style,
    script,
  };
  return { html: reportTemplate('review.html')(root), csp };
}

const CELL_CLASS: Record<string, string> = { 'pass/fail': 'disagree', 'fail/pass': 'disagree', 'pass/pass': 'agree', 'fail/fail': 'agree' };

/** Pass rate by category, one column per run, oldest first: the trend over the runs reviewed. */
export function categoryTrend(runs: readonly ReviewRun[]) {
  const ordered = [...runs].sort((a, b) => a.results.meta.startedAt.localeCompare(b.results.meta.startedAt));
  const categories = [...new Set(ordered.flatMap((r) => Object.keys(r.results.summary.byCategory)))].sort();
  return {
    runs: ordered.map((r) => r.results.meta.runId),
    track: BAR_TRACK,
    rows: categories.map((name) => ({
      name,
      cells: ordered.map((r) => {
        const rate = r.results.summary.byCategory[name];
        return rate ? rateBar(name, rate.passRate, pct(rate.passRate)) : { name, label: '', width: 0, low: false, absent: true };
      }),
    })),
  };
}

/** The modes view, from the annotation files as they are now. */
export function modesPage(trials: readonly ReviewTrial[], annotations: Annotations, reviewer: string, batch: number, runs: readonly ReviewRun[] = []): Page {
  const { style, script, csp } = assets();
  const byKey = new Map(trials.map((t) => [t.key, t]));
  const current = currentJudgements(annotations).filter((c) => byKey.has(`${c.runId}/${c.caseId}#${c.trial}`));
  const rows = pareto(current);
  const counts = saturation(current, batch);
  const matrices = agreement(current, (c) => byKey.get(`${c.runId}/${c.caseId}#${c.trial}`)?.facts);
  const root = {
    runIds: runIdsOf(trials),
    reviewer,
    judged: current.length,
    reviewers: new Set(current.map((c) => c.reviewer)).size,
    pareto: rows.map((r) => ({
      ...r,
      sharePct: pct(r.share),
      cumulativePct: pct(r.cumulative),
      trials: current
        .filter((c) => c.verdict === 'fail' && c.mode === r.mode)
        .map((c) => ({ key: encodeURIComponent(`${c.runId}/${c.caseId}#${c.trial}`), label: `${c.caseId}#${c.trial}` })),
    })),
    paretoSvg: paretoSvg(rows),
    modes: modesInUse(current),
    batch,
    saturation: counts,
    saturationText: `[${counts.join(', ')}]`,
    saturationSvg: saturationSvg(counts, batch),
    agreement: matrices.map((m) => ({
      ...m,
      rows: AUTO_VERDICTS.map((auto) => ({
        auto,
        cells: (['pass', 'fail', 'unsure'] as const).map((human) => ({ n: m.cells[auto][human], cls: CELL_CLASS[`${auto}/${human}`] ?? '' })),
      })),
    })),
    trend: categoryTrend(runs),
    style,
    script,
  };
  return { html: reportTemplate('review-modes.html')(root), csp };
}
