import { describe, expect, it } from 'vitest';
import { editDistance, suggest } from '../../src/cases/suggest.js';

describe('did-you-mean suggestions', () => {
  it('counts a swap of neighbours as one edit and ignores case', () => {
    expect(editDistance('titel', 'title')).toBe(1);
    expect(editDistance('Called', 'called')).toBe(0);
    expect(editDistance('caled', 'called')).toBe(1);
  });

  it('suggests the closest candidate only when it is close enough', () => {
    expect(suggest('caled', ['called', 'sequence', 'notCalled'])).toBe('called');
    expect(suggest('shiped', ['pending', 'shipped', 'delivered'])).toBe('shipped');
    expect(suggest('xyz', ['called', 'sequence'])).toBeUndefined();
  });
});
