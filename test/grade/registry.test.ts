/**
 * The scorers' registry is the one list of dimensions: each scorer grades one dimension of its
 * own, and DIMENSIONS (what the report, the trace scores, the sweep table and a trial's verdict
 * walk) is theirs, in grading order.
 */
import { describe, expect, it } from 'vitest';
import { type Dimension, DIMENSIONS, SCORERS } from '../../src/index.js';

describe('the scorers registry', () => {
  it('gives each dimension exactly one scorer, and DIMENSIONS is their dimensions in grading order', () => {
    const graded = SCORERS.map((s) => s.dimension);
    expect(new Set(graded).size).toBe(graded.length);
    expect(DIMENSIONS).toEqual(graded);
  });

  it('grades the world before the words: state first, the always-on safety checks last', () => {
    expect(DIMENSIONS[0]).toBe('state');
    expect(DIMENSIONS.at(-1)).toBe('safety');
  });

  it('types a dimension as one of the scorers\' names, not any string (checked by tsc -p test)', () => {
    const graded: Dimension = 'state';
    // @ts-expect-error no scorer grades it
    const ungraded: Dimension = 'mood';
    expect(DIMENSIONS).toContain(graded);
    expect(DIMENSIONS).not.toContain(ungraded);
  });
});
