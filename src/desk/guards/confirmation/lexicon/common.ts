import type { LanguageLexicon } from './types.js';

/** Markers shared across languages: chat shorthand and emoji. */
export const common: LanguageLexicon = {
  lang: '',
  markers: {
    ok: ['ok', 'okay', 'okey', 'okie', 'oki', 'oke', 'oké', 'okk', '👍', '👌', '✅', '🙏'],
    no: ['👎', '❌', '🚫'],
    hold: ['✋', '🛑', '⏳'],
    neutral: ['😊', '🙂', '😀', '❤', '♥'],
  },
};
