#!/usr/bin/env node
// Thin launcher: the CLI is compiled to dist/ on install (npm's "prepare" runs tsc).
import { main } from '../dist/src/cli/main.js';

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
