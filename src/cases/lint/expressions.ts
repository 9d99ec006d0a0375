/** Things the schema cannot check: regexes that compile, tool names in free-form reference calls. */
import type { Finding } from '../finding.js';
import { parseRegex } from '../regex.js';
import { didYouMean } from '../suggest.js';
import { TOOL_NAMES } from '../../desk/tools/index.js';
import { formatPath } from '../types.js';
import { list, record, replyBlocks, text } from './access.js';
import type { LintRule } from './rule.js';

export const badRegexes: LintRule = ({ data }) =>
  replyBlocks(data).flatMap(({ block, path }) =>
    list(block['matches']).flatMap((entry, i): Finding[] => {
      if (typeof entry !== 'string') return [];
      try {
        parseRegex(entry);
        return [];
      } catch (error) {
        const at = [...path, 'matches', i];
        const why = (error as Error).message.replace(/^Invalid regular expression: /, '');
        return [{ code: 'BAD_REGEX', path: at, at: 'value', message: `${formatPath(at)}: ${JSON.stringify(entry)} is not a valid regular expression (${why})` }];
      }
    }),
  );

const TOOLS: readonly string[] = TOOL_NAMES;

export const unknownTools: LintRule = ({ data }) =>
  list(data['reference']).flatMap((turn, t) =>
    list(record(turn)?.['calls']).flatMap((call, c): Finding[] => {
      const tool = text(record(call)?.['tool']);
      if (tool === undefined || TOOLS.includes(tool)) return [];
      const at = ['reference', t, 'calls', c, 'tool'];
      const hint = didYouMean(tool, TOOLS) || `; the tools are ${TOOLS.join(', ')}`;
      return [{ code: 'UNKNOWN_TOOL', path: at, at: 'value', message: `${formatPath(at)}: no tool named ${JSON.stringify(tool)}${hint}` }];
    }),
  );
