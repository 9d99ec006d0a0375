/** Secrets: what the run knows, and the one redactor every writer uses. */
export { knownSecrets, urlSecrets } from './known.js';
export { createRedactor, NO_SECRETS, REDACTED, redactValue, type Redactor } from './redactor.js';
export { shapesOf } from './shapes.js';
