import { EXIT } from '../../errors.js';
import type { Command } from '../command.js';

// Placeholder until the command lands; replaced by its implementation.
export const command: Command = {
  name: 'sweep',
  summary: 'not built yet',
  usage: 'agentdesk sweep',
  async run(_argv, io) {
    io.stderr('agentdesk sweep is not built yet\n');
    return EXIT.runFailed;
  },
};
