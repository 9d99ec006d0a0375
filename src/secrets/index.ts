/** Secrets: what the run knows, and the one redactor every writer uses. */
export { knownSecrets, SECRET_ENV, urlSecrets, type KnownSecretsOptions } from './known.js';
export { createRedactor, NO_SECRETS, REDACTED, redactValue, type Redactor } from './redactor.js';
export { MIN_RUN, shapesOf } from './shapes.js';
