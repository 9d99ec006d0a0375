import type { LanguageLexicon } from './types.js';

/** What every language shares: emoji. */
export const common: LanguageLexicon = {
  lang: '',
  markers: {
    yes: ['👍', '👌', '✅', '🙏'],
    no: ['👎', '❌', '🚫'],
    hold: ['✋', '🛑', '⏳'],
    sarcasm: ['🙄', '🙃', '😒', '😏'],
    neutral: ['😊', '🙂', '😀', '❤', '♥'],
  },
  telltales: [],
};
