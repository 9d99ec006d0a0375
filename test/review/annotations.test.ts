/** The annotation files: one line per judgement, concurrent appends lose nothing, a torn line is skipped and never glued to the next. */
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { AnnotationWriter, type Judgement, readAnnotations, reviewerFileName } from '../../src/review/annotations.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'agentdesk-reviews-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const judgement = (i: number, reviewer = 'ana'): Judgement => ({
  kind: 'judgement', runId: 'run-1', caseId: `case-${i}`, trial: 1, reviewer, verdict: 'fail', note: `note ${i}\nwith a newline`, mode: 'tone', time: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
});

describe('annotation files', () => {
  test('reviews/<run-id>/<reviewer>.jsonl, one JSON line per judgement, read back as written', async () => {
    const w = new AnnotationWriter(root);
    await w.append(judgement(1));
    await w.append(judgement(2, 'bo'));
    expect(w.fileOf(judgement(1))).toBe(join(root, 'run-1', 'ana.jsonl'));
    const lines = (await readFile(join(root, 'run-1', 'ana.jsonl'), 'utf8')).split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toEqual(judgement(1));
    const read = await readAnnotations(root, ['run-1']);
    expect(read.judgements).toEqual([judgement(1), judgement(2, 'bo')]);
    expect(read.skipped).toEqual([]);
  });

  test('200 appends at once, to one file and to two, all land whole', async () => {
    const w = new AnnotationWriter(root);
    await Promise.all(Array.from({ length: 200 }, (_, i) => w.append(judgement(i, i % 3 === 0 ? 'bo' : 'ana'))));
    const read = await readAnnotations(root, ['run-1']);
    expect(read.skipped).toEqual([]);
    expect(read.judgements.map((j) => j.caseId).sort()).toEqual(Array.from({ length: 200 }, (_, i) => `case-${i}`).sort());
  });

  test('a line torn by a crash is skipped, and the next append starts on a line of its own', async () => {
    const w = new AnnotationWriter(root);
    await w.append(judgement(1));
    await appendFile(w.fileOf(judgement(1)), '{"kind":"judgement","runId":"run-1","caseId":"cas');
    await w.append(judgement(2));
    const read = await readAnnotations(root, ['run-1']);
    expect(read.judgements.map((j) => j.caseId)).toEqual(['case-1', 'case-2']);
    expect(read.skipped).toEqual([{ file: w.fileOf(judgement(1)), line: 2 }]);
  });

  test('a reviewer name cannot climb out of the folder', () => {
    expect(reviewerFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(reviewerFileName('Ana Ruiz')).toBe('Ana-Ruiz');
    expect(reviewerFileName('   ')).toBe('reviewer');
  });
});
