/** The audit's public surface. */
export { audit } from './run.js';
export { auditGate } from './gate.js';
export { OPERATORS, type MutationOperator } from './operators/index.js';
export { renderText } from './report/text.js';
export { writeAuditReports } from './write.js';
export * from './types.js';
