import type { LanguageLexicon } from './types.js';

/** Dutch. "doe maar" is a yes even though "maar" alone is "but": the longer phrase wins. */
export const nl: LanguageLexicon = {
  lang: 'nl',
  markers: {
    yes: [
      'ja', 'jazeker', 'graag', 'ja graag', 'doe maar', 'doe het', 'doe het maar', 'ga je gang', 'ga uw gang', 'ga door',
      'akkoord', 'ik bevestig', 'bevestigd', 'natuurlijk',
    ],
    lead: ['bevestig'],
    ok: ['goed', 'is goed', 'helemaal goed', 'in orde', 'prima', 'klopt', 'zeker', 'absoluut'],
    no: ['nee', 'neen', 'niet', 'geen', 'nooit', 'nee dank je'],
    hold: ['wacht', 'wacht even', 'even wachten', 'stop', 'later', 'morgen'],
    hedge: ['misschien', 'ik denk', 'denk', 'weet niet', 'eerst', 'voordat', 'wanneer', 'waarschijnlijk', 'alleen als'],
    contrast: ['maar', 'in plaats', 'liever', 'echter', 'eigenlijk'],
    question: ['wat', 'wanneer', 'hoe', 'waar', 'waarom', 'welke', 'wie'],
    keep: ['houden', 'hou het', 'houd het', 'ik hou', 'ik houd', 'behouden', 'heb liever', 'zou liever'],
    limit: ['alleen', 'enkel', 'slechts', 'behalve', 'de helft'],
    sarcasm: ['en ik ben', 'droom maar', 'heel grappig', 'ammehoela'],
    reason: ['nodig', 'hoef', 'hoeft', 'wil', 'gebruik', 'werkt', 'meer'],
    idiom: ['waarom niet', 'geen haast'],
    neutral: ['dank je', 'dank u', 'bedankt', 'alsjeblieft', 'alstublieft', 'dan', 'nu', 'geen probleem', 'hallo'],
  },
  strict: {
    hedge: ['als'],
  },
};
