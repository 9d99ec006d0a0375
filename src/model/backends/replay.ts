/**
 * The `replay` backend: answers from a recordings folder, so a past run can be re-graded for free.
 * A request with no recording is unjudged `no_recording` (the prompt, tools or case changed), never failed.
 */
import { existsSync } from 'node:fs';
import { UsageError } from '../../errors.js';
import { loadRecordings, pickResponse, type RecordingIndex, requestDigest } from '../recordings.js';
import { type Model, ModelError, type ModelProvider, type ModelRequest, type ModelResponse } from '../types.js';

export function replayProvider(dir: string, id = `replay:${dir}`): ModelProvider {
  if (!existsSync(dir)) {
    throw new UsageError('usage/no-recordings', `no recordings folder at ${dir}`, 'Record a run first with --record <dir>, then replay it with --model replay:<dir>');
  }
  // Loaded once per provider, on first use; shared by every trial.
  let index: Promise<RecordingIndex> | undefined;
  const settings = { recordings: dir };

  async function answer(request: ModelRequest, trial: number): Promise<ModelResponse> {
    index ??= loadRecordings(dir);
    const { responses, identities } = await index;
    let digest = '';
    for (const identity of identities.get(request.purpose) ?? []) {
      digest = requestDigest(request, identity);
      const byTrial = responses.get(digest);
      const found = byTrial && pickResponse(byTrial, trial);
      if (found) return structuredClone(found);
    }
    const shown = digest ? ` (digest ${digest.slice(0, 16)})` : '';
    throw new ModelError(
      'no_recording',
      `no recording of this ${request.purpose} request${shown} in ${dir}: the prompt, the tools or the case changed since it was recorded`,
    );
  }

  return {
    id,
    settings,
    exercises: 'recorded',
    forTrial({ trial }): Model {
      return { id, settings, complete: (request) => answer(request, trial) };
    },
  };
}
