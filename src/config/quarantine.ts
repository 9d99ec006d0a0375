/**
 * `golden/quarantine.yaml`, beside the suites config: cases that run and are reported but do not
 * gate. Every entry says why, who owns the fix and until when; an entry past its date is an error
 * of the config (validate and every run stop on it), so a quarantine cannot quietly become forever.
 */
import { access } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { displayPath, readCaseFile } from '../cases/files.js';
import { byPosition, type Finding, toProblem } from '../cases/finding.js';
import { explainErrors } from '../cases/schema-errors.js';
import { QUARANTINE_SCHEMA } from '../cases/schemas.js';
import { parseYaml } from '../cases/yaml-source.js';
import type { Problem } from '../errors.js';

const QUARANTINE_FILE = 'quarantine.yaml';

export interface QuarantineEntry {
  id: string;
  reason: string;
  owner: string;
  /** The last day the entry holds, YYYY-MM-DD. */
  expires: string;
}

export interface QuarantineResult {
  entries: QuarantineEntry[];
  problems: Problem[];
  /** The file read, when there is one. */
  file?: string;
}

/** `2026-12-01` of a moment, in UTC: expiry dates are days, the same on every runner. */
function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function lapsed(entries: readonly QuarantineEntry[], today: string): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    if (e.expires < today) {
      findings.push({
        code: 'QUARANTINE_EXPIRED',
        path: ['quarantine', i, 'expires'],
        at: 'value',
        message: `quarantine of ${e.id} expired on ${e.expires} (owner ${e.owner}): fix the case and remove the entry, or renew it with a new date`,
      });
    }
    if (seen.has(e.id)) findings.push({ code: 'QUARANTINE_DUPLICATE', path: ['quarantine', i, 'id'], at: 'value', message: `${e.id} is quarantined twice` });
    seen.add(e.id);
  });
  return findings;
}

/** The entries and problems of a quarantine file's text, as of `today` (YYYY-MM-DD). */
export function parseQuarantine(text: string, file: string, today: string): { entries: QuarantineEntry[]; problems: Problem[] } {
  const source = parseYaml(text);
  const problems: Problem[] = source.problems.map((p) => ({ file, ...p }));
  if (source.data === undefined) return { entries: [], problems };
  if (!QUARANTINE_SCHEMA.validate(source.data)) {
    const findings = explainErrors(QUARANTINE_SCHEMA.validate.errors ?? [], source.data, QUARANTINE_SCHEMA.schema);
    return { entries: [], problems: [...problems, ...findings.map((f) => toProblem(file, source.map, f))].sort(byPosition) };
  }
  const entries = (source.data as { quarantine: QuarantineEntry[] }).quarantine;
  problems.push(...lapsed(entries, today).map((f) => toProblem(file, source.map, f)));
  return { entries, problems: problems.sort(byPosition) };
}

/** The quarantine beside a config file; none when there is no such file. */
export async function loadQuarantine(configFile: string, options: { cwd: string; now: Date }): Promise<QuarantineResult> {
  const absolute = join(dirname(configFile), QUARANTINE_FILE);
  if (!(await access(absolute).then(() => true, () => false))) return { entries: [], problems: [] };
  const shown = displayPath(options.cwd, absolute);
  const read = await readCaseFile(absolute, shown);
  if ('problem' in read) return { entries: [], problems: [read.problem], file: shown };
  return { ...parseQuarantine(read.bytes.toString('utf8'), shown, dayOf(options.now)), file: shown };
}

/**
 * Entries that name no case under the config's folder: a typo, or a case renamed or deleted since.
 * Such an entry quarantines nothing (and would quietly quarantine a new case that takes the id),
 * so validate warns, at the entry's id. A warning only: the entry does no harm today.
 */
export function unknownQuarantined(text: string, file: string, ids: ReadonlySet<string>): Problem[] {
  const source = parseYaml(text);
  const entries = (source.data as { quarantine?: QuarantineEntry[] } | undefined)?.quarantine;
  if (!Array.isArray(entries)) return [];
  const findings: Finding[] = [];
  entries.forEach((e, i) => {
    if (typeof e?.id !== 'string' || ids.has(e.id)) return;
    findings.push({
      code: 'QUARANTINE_UNKNOWN_CASE',
      path: ['quarantine', i, 'id'],
      at: 'value',
      severity: 'warning',
      message: `${e.id} is no case under ${dirname(file)}/: the entry quarantines nothing; fix the id or remove the entry`,
    });
  });
  return findings.map((f) => toProblem(file, source.map, f));
}
