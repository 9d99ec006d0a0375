/** The audit's public surface. */
export { audit, type AuditOptions } from './run.js';
export { auditGate, type AuditGateOptions } from './gate.js';
export { changesOf } from './diff.js';
export { OPERATORS, operatorNamed, type MutationOperator } from './operators/index.js';
export { renderText } from './report/text.js';
export { renderAuditMarkdown } from './report/markdown.js';
export { writeAuditReports } from './write.js';
export * from './types.js';
