/**
 * What a run tested, said plainly. The offline reference model replays each case's own answers, so
 * a green run on it says nothing about a prompt or about a model's behaviour; every report says so.
 */
import type { ModelProvider } from '../model/types.js';
import type { Exercised, RunScope } from './types.js';

const EXERCISED_STATEMENTS: Readonly<Record<Exercised['kind'], string>> = Object.freeze({
  reference:
    "replays each case's reference through the desk's tools, guards and graders; prompts and model behaviour are not exercised",
  recorded:
    "replays a live model's recorded answers through the desk's tools, guards and graders; a prompt, tool or case changed since the recording makes its cases stale",
  live: 'a live model answered every turn: prompts, tools, guards and graders are all exercised',
});

/** What a run on the provider exercised, in the provider's own words: each backend declares its kind. */
export function exercisedBy(provider: Pick<ModelProvider, 'exercises' | 'exercisesNote'>): Exercised {
  return { kind: provider.exercises, statement: provider.exercisesNote ?? EXERCISED_STATEMENTS[provider.exercises] };
}

/** ` — partial: 1 of 78 cases (--filter refund-*)` for a narrowed run; empty for the whole suite. */
export function scopeNote(scope: RunScope | undefined): string {
  if (scope === undefined || !scope.partial) return '';
  const how = [
    ...(scope.filters.length > 0 ? [`--filter ${scope.filters.join(' --filter ')}`] : []),
    ...(scope.shard ? [`--shard ${scope.shard.index}/${scope.shard.total}`] : []),
  ];
  return ` — partial: ${scope.selected} of ${scope.suiteCases} cases (${how.join(', ')})`;
}
