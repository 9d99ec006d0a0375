/**
 * Tags a suite cannot see: `tags: [smok]` silently drops a case from the smoke suite. A tag that no
 * suite selects by, but that is a near miss of one that a suite does, is a warning at its line.
 */
import type { LoadedCase } from '../cases/types.js';
import type { Problem } from '../errors.js';
import { suggest } from '../cases/suggest.js';
import type { SuitesConfig } from '../config/types.js';

function suiteTags(config: SuitesConfig): string[] {
  return [...new Set(Object.values(config.suites).flatMap((s) => [...(s.select?.tags ?? []), ...(s.select?.excludeTags ?? [])]))];
}

export function unknownTags(cases: readonly LoadedCase[], config: SuitesConfig): Problem[] {
  const known = suiteTags(config);
  if (known.length === 0) return [];
  return cases.flatMap((c) =>
    (c.data.tags ?? []).flatMap((tag, i): Problem[] => {
      if (known.includes(tag)) return [];
      const near = suggest(tag, known);
      if (near === undefined) return [];
      const { line, column } = c.locate(['tags', i]);
      const message = `tags[${i}]: "${tag}" is selected by no suite; did you mean "${near}"? (suite tags: ${known.join(', ')})`;
      return [{ file: c.file, line, column, code: 'UNKNOWN_TAG', message, path: `tags[${i}]`, severity: 'warning' }];
    }),
  );
}
