import type { Command } from '../command.js';

/** The registry of commands: a name to a loader, so `agentdesk validate` never loads the engine. */
export const COMMANDS: Record<string, () => Promise<Command>> = {
  validate: async () => (await import('./validate.js')).command,
  eval: async () => (await import('./eval.js')).command,
  chat: async () => (await import('./chat.js')).command,
  report: async () => (await import('./report.js')).command,
  merge: async () => (await import('./merge.js')).command,
  sweep: async () => (await import('./sweep.js')).command,
  audit: async () => (await import('./audit.js')).command,
  calibrate: async () => (await import('./calibrate.js')).command,
  review: async () => (await import('./review.js')).command,
  power: async () => (await import('./power.js')).command,
  clean: async () => (await import('./clean.js')).command,
  import: async () => (await import('./import.js')).command,
};

/** One-line summaries for `agentdesk --help`, kept here so help needs no imports. */
export const SUMMARIES: Record<string, string> = {
  validate: 'check case files against the schema and the semantic lint; exit 2 on any problem',
  eval: 'run cases through the desk, grade them and (with --gate) enforce the gate',
  chat: "talk to the desk by hand in a case's world",
  report: 'render a run folder again: md, html, junit or json',
  merge: 'join shard results and apply the gate once',
  sweep: 'run one suite on several models in turn and compare them',
  audit: "check every case's reference and prove the graders fail on mutants",
  calibrate: 'measure the graders on hand-labelled behaviours: false passes and false fails per check',
  review: "read and judge a run's trials in a local page; count failure modes; export a finding as a case",
  power: 'simulate with the noisy model how often the gate blocks a drop, and an unchanged agent',
  clean: 'remove old run folders, keeping the newest N and latest',
  import: "convert tau2-bench's retail tasks into golden cases, reporting what cannot be converted",
};
