/**
 * `--only-failed <run folder>`: the cases to run again, those with a failed or unjudged trial in
 * that run (promptfoo's --filter-failing), as exact-id filters; `--filter` narrows them further.
 */
import { UsageError } from '../errors.js';
import { readRunFolder } from '../report/results-file.js';
import { globToRegExp } from './select.js';

export async function onlyFailedFilters(folder: string, filters: readonly string[] | undefined, cwd: string): Promise<string[]> {
  const { results } = await readRunFolder(folder, cwd);
  const failed = [...new Set(results.trials.filter((t) => t.verdict !== 'pass').map((t) => t.caseId))].sort();
  const patterns = (filters ?? []).map(globToRegExp);
  const ids = patterns.length > 0 ? failed.filter((id) => patterns.some((p) => p.test(id))) : failed;
  if (ids.length === 0) {
    const narrowed = patterns.length > 0 ? ` matching --filter ${filters!.join(', ')}` : '';
    throw new UsageError('usage/no-cases', `no case failed or was unjudged in ${folder}${narrowed}: nothing to run again`, 'Run agentdesk eval without --only-failed to run them all.');
  }
  return ids;
}
