/** `report.md`: for the GitHub job summary and PR comments. The gate comes first, then what failed. */
import type { RunResults } from '../run/types.js';
import { reportTemplate } from './templates.js';
import { buildView, type ReportOptions, type ReportView } from './view.js';

export interface MarkdownOptions extends ReportOptions {
  /** Failed cases listed in full; the rest are counted (a job summary holds at most 1 MiB). */
  maxCases?: number;
}

const DEFAULT_MAX_MD_CASES = 50;

export function renderMarkdown(results: RunResults, opts: MarkdownOptions = {}): string {
  return markdownFromView(buildView(results, opts), opts);
}

/** report.md from the run's view (built once per run and shared by every report). */
export function markdownFromView(view: ReportView, opts: Pick<MarkdownOptions, 'maxCases'> = {}): string {
  const max = opts.maxCases ?? DEFAULT_MAX_MD_CASES;
  const safetyShown = view.safety.slice(0, max);
  const shownFailedCases = view.failedCases.slice(0, max);
  const first = view.failedCases[0];
  const trial = first?.trials.find((t) => t.verdict === 'fail');
  const firstFailure = first && {
    id: first.id,
    href: first.href,
    where: first.where,
    assertion: trial?.first?.assertion ?? 'case',
    message: trial?.first?.message ?? trial?.detail ?? 'failed',
  };
  // The paths that left the expected branches first.
  const branchesShown = [...view.branches.filter((b) => b.failed), ...view.branches.filter((b) => !b.failed)].slice(0, max);
  return reportTemplate('report.md')({
    ...view,
    branchesShown,
    moreBranches: view.branches.length - branchesShown.length,
    firstFailure,
    safetyShown,
    moreSafety: view.safety.length - safetyShown.length,
    shownFailedCases,
    moreFailedCases: view.failedCases.length - shownFailedCases.length,
  });
}
