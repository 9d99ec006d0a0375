/**
 * `--record <dir>`: wraps a provider so every successful exchange is written to the recordings
 * folder before its answer is returned. Failed calls are not recorded (a replay must not replay an outage).
 */
import type { Model, ModelProvider, TrialRef } from './types.js';
import { identityOf, requestDigest, writeRecording, RECORDING_VERSION } from './recordings.js';

export { staleCases } from './recordings.js';

export function recordingProvider(inner: ModelProvider, dir: string): ModelProvider {
  const provider: ModelProvider = {
    id: inner.id,
    settings: inner.settings,
    exercises: inner.exercises,
    ...(inner.exercisesNote !== undefined ? { exercisesNote: inner.exercisesNote } : {}),
    forTrial(context: TrialRef): Model {
      const model = inner.forTrial(context);
      const identity = identityOf(model);
      return {
        id: model.id,
        settings: model.settings,
        async complete(request, options) {
          const response = await model.complete(request, options);
          const digest = requestDigest(request, identity);
          await writeRecording(dir, {
            version: RECORDING_VERSION,
            digest,
            trial: context.trial,
            caseId: context.case.data.id,
            identity,
            request,
            response,
          });
          return response;
        },
      };
    },
  };
  if (inner.notices) provider.notices = () => inner.notices!();
  if (inner.close) provider.close = () => inner.close!();
  return provider;
}
