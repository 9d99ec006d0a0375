import type { LanguageLexicon } from './types.js';

/** Dutch. "maar" is "but" where it opens a clause, a softener at its end ("annuleer maar", "doe maar"). */
export const nl: LanguageLexicon = {
  lang: 'nl',
  markers: {
    yes: [
      'ja', 'jazeker', 'jawel', 'graag', 'ja graag', 'doe maar', 'doe het', 'doe het maar', 'ga je gang', 'ga uw gang', 'ga door', 'ga maar', 'akkoord',
      'ik bevestig', 'bevestigd', 'bevestig', 'natuurlijk', 'zeker', 'absoluut', 'uiteraard', 'klopt', 'precies', 'prima', 'ja hoor', 'ja zeker',
    ],
    ok: ['goed', 'is goed', 'helemaal goed', 'in orde', 'oké', 'okee', 'top', 'prima zo', 'dat is goed'],
    no: ['nee', 'neen', 'niet', 'geen', 'nooit', 'nee dank je', 'nee bedankt', 'liever niet'],
    need: ['nodig', 'wil', 'willen', 'hoef', 'hoeft', 'gebruik', 'gebruiken', 'werkt', 'past', 'meer'],
    idiom: ['waarom niet', 'geen haast', 'geen haast hoor', 'geen probleem', 'geen zorgen', 'prima hoor'],
    hold: ['wacht', 'wacht even', 'even wachten', 'stop', 'later', 'morgen', 'laat maar', 'nog niet', 'nu niet', 'momentje', 'een moment'],
    hedge: ['misschien', 'ik denk', 'denk', 'weet niet', 'eerst', 'voordat', 'wanneer', 'waarschijnlijk', 'alleen als', 'maakt niet uit', 'zal wel', 'als je wilt', 'mits'],
    contrast: ['maar', 'in plaats', 'echter', 'eigenlijk', 'ik bedoel', 'toch'],
    keep: ['houden', 'hou', 'houd', 'behouden', 'hou het', 'houd het', 'ik hou', 'ik houd', 'laten staan', 'zo laten'],
    prefer: ['liever', 'heb liever', 'zou liever', 'verkies', 'prefereer'],
    limit: ['alleen', 'enkel', 'slechts', 'behalve', 'helft', 'de helft', 'deel', 'een deel', 'gedeeltelijk', 'zonder de', 'zonder het'],
    also: ['ook', 'daarnaast', 'en dan', 'bovendien', 'verder'],
    sarcasm: ['en ik ben', 'en ik ben de', 'droom maar', 'dat zal wel', 'heel grappig', 'ammehoela'],
    question: ['wat', 'wanneer', 'hoe', 'waar', 'waarom', 'welke', 'wie', 'kan', 'kunt', 'is'],
    all: ['allebei', 'beide', 'alle', 'alles'],
    neutral: ['dank je', 'dank u', 'bedankt', 'alsjeblieft', 'alstublieft', 'dan', 'nu', 'hallo', 'het', 'die', 'dat', 'deze', 'allebei', 'beide', 'dat is alles', 'en', 'u', 'je', 'maar', 'ik', 'van gedachten veranderd', 'bedacht'],
  },
  strict: {
    hedge: ['als'],
    or: ['of'],
  },
  telltales: ['uw', 'de', 'het', 'is', 'nog', 'niet', 'bestelling', 'ik', 'u', 'een', 'van', 'dat', 'zal', 'wilt', 'hem', 'voor', 'op', 'naar', 'heb', 'met'],
};
