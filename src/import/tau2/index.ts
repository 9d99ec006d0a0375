/**
 * `agentdesk import tau2`: a local copy of tau2-bench's retail domain (its `tasks.json` and
 * `db.json`) as AgentDesk golden cases, one per task, and the tasks it could not convert, with why.
 */
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Document, isScalar, isSeq, visit } from 'yaml';
import { formatProblem, type Tau2Db, type Tau2Task } from './format.js';
import { type Converted, convertTask, type Skipped } from './task.js';

export type { Converted, Skipped } from './task.js';
export { convertTask } from './task.js';

export interface Tau2Import {
  tasks: number;
  converted: Converted[];
  skipped: Skipped[];
}

/** Why the folder could not be read (exit 3), or what in it is not tau2's format (exit 2). */
export class Tau2InputError extends Error {
  constructor(
    readonly kind: 'unreadable' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'Tau2InputError';
  }
}

async function readJson(folder: string, name: string): Promise<unknown> {
  const file = join(folder, name);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Tau2InputError('unreadable', `cannot read ${file}: ${error.code ?? error.message}`);
  });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Tau2InputError('invalid', `${file} is not JSON: ${(error as Error).message}`);
  }
}

export async function importTau2(folder: string): Promise<Tau2Import> {
  const [tasks, db] = await Promise.all([readJson(folder, 'tasks.json'), readJson(folder, 'db.json')]);
  const problem = formatProblem(tasks, db);
  if (problem) throw new Tau2InputError('invalid', `${folder}: not tau2's retail format: ${problem}`);
  const results = (tasks as Tau2Task[]).map((t) => convertTask(t, db as Tau2Db));
  return {
    tasks: results.length,
    converted: results.filter((r): r is Converted => 'data' in r),
    skipped: results.filter((r): r is Skipped => 'reason' in r),
  };
}

/** The case file: the schema line, where it came from and the id mapping, then the case. */
export function caseYaml(c: Converted, schemaFromOut: string): string {
  const mapping = Object.entries(c.orderIds)
    .map(([from, to]) => `${from} → ${to}`)
    .join(', ');
  const header = [
    `# yaml-language-server: $schema=${schemaFromOut}`,
    `# Imported by \`agentdesk import tau2\` from tau2-bench retail task ${c.taskId}; regenerate rather than edit.`,
    `# Order ids: tau2's leading # is dropped (${mapping || 'no orders'}); users, payment methods, products and items keep tau2's ids.`,
    ...c.notes.map((n) => `# Note: ${n}.`),
  ];
  return `${header.join('\n')}\n${compact(c.data)}`;
}

/** YAML as the hand-written cases look: a mapping or list of plain values on one line (`{ sku: ..., qty: 1 }`). */
function compact(data: unknown): string {
  const doc = new Document(data, { aliasDuplicateObjects: false });
  visit(doc, {
    Map(_, node) {
      const values = node.items.map((pair) => pair.value);
      if (values.length <= 6 && values.every((v) => (isScalar(v) && !String(v.value).includes('\n')) || (isSeq(v) && v.items.every(isScalar)))) node.flow = true;
    },
    Seq(_, node) {
      if (node.items.every(isScalar)) node.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0 });
}

/** The schema's path as the case files in `out` point at it. */
export function schemaPathFrom(out: string, schemaFile: string): string {
  return relative(out, schemaFile).split('\\').join('/');
}

/** A reason without its ids, so the report can count tasks by kind of reason. */
export function reasonGroup(reason: string): string {
  return reason.replace(/#W\d+|\b[a-z]+_[a-z]+_\d+\b|\b\d{6,}\b/g, '<id>');
}
