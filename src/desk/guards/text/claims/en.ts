/** English phrasings of a completed action. Apostrophes are normalised to `'` before matching. */
import { alt, type ClaimLexicon, END, form, gap, LETTER, START } from './lexicon.js';

/** Auxiliaries of a finished action: perfect, simple past with a first-person subject, passive past. */
const PERFECT = `(?:(?<=${LETTER})'(?:ve|s)|${START}(?:has|have|had|was|were|been|got|i|we)${END})`;
/** Present state: "your order is cancelled". Generic statements are filtered with `unless`. */
const STATE = `(?:(?<=${LETTER})'re|${START}(?:is|are)${END})`;
const ANY_AUX = `(?:${PERFECT}|${STATE})`;
const ADVERBS = alt(`already | now | just | successfully | also | fully | officially | both | indeed | actually
  | automatically | completely | partially | recently | immediately | finally | correctly | properly | manually
  | promptly | previously | earlier | all | been | since | then | sadly | unfortunately | really | definitely
  | gone ahead and | went ahead and`);
const ADV = `(?:\\s+(?:${ADVERBS})){0,3}`;
const WE = `${START}(?:i|we)(?:'ve|'d|\\s+have|\\s+had)?${ADV}`;
const STAFF = 'colleagues?|team|humans?|agents?|specialists?|staff|supervisors?|managers?|person|representatives?|department|members?|experts?';
const GENERIC_SUBJECT = /^(?:(?:an?|any|every|each|all)\s+\S+|orders|refunds|items|purchases|cancelled\s+orders)\s/u;
const REFUND_DONE = alt(`issued | processed | created | submitted | initiated | approved | sent | completed | requested | filed
  | raised | logged | lodged | made | placed | started | granted | paid | applied | booked | registered | credited | put through`);
const ADDRESS_DONE = 'updated|changed|corrected|modified|amended|edited|replaced|set|saved';
const NOT_A_NOUN_AFTER = '(?!\\s+(?:orders?|items?|products?|purchases?|refunds?)\\b)';

export const EN: ClaimLexicon = {
  language: 'en',
  negation: new RegExp(`${START}(?:${alt('not | never | no | none | nothing | nobody | neither | nor | without | unable | cannot | failed | fail | no longer')})${END}|n't`, 'u'),
  hypothetical: new RegExp(
    `${START}(?:${alt(`will | would | shall | should | can | could | may | might | must | going to | gonna | about to
      | want | wants | wanted | like | need | needs | hope | expect | plan | try | trying | able to | ready to
      | if | once | when | whenever | unless | until | till | as soon as | after | before | whether | in case
      | provided | assuming | otherwise | you said | you mentioned | you asked | you told | you wrote | you thought`)})${END}|'ll|'d(?!\\s+(?:already|just)\\b)`,
    'u',
  ),
  evidential: new RegExp(
    `${START}(?:${alt(`i can confirm | we can confirm | i can now confirm | i can see | we can see | you can see | as you can see
      | i can tell you | i can let you know | i can assure you | i'd like to confirm | i would like to confirm
      | i'd like to let you know | happy to confirm | glad to confirm | pleased to confirm | no problem | no worries`)})(?:\\s+that)?${END}`,
    'gu',
  ),
  forms: [
    form('cancel_order', `${PERFECT}${ADV}\\s+cancell?ed${END}`),
    form('cancel_order', `${STATE}${ADV}\\s+cancell?ed${END}`, { unless: GENERIC_SUBJECT }),
    form('cancel_order', `${START}cancellation${END}[\\s\\S]{0,60}?${ANY_AUX}${ADV}\\s+(?:processed|confirmed|completed|done|successful|submitted)${END}`),
    form('cancel_order', `cancell?ed${END}${NOT_A_NOUN_AFTER}`, { opensClause: true }),

    form('refund', `${ANY_AUX}${ADV}\\s+(?:refunded|reimbursed|credited)${END}`, { unless: GENERIC_SUBJECT }),
    form('refund', `${WE}\\s+(?:issued|processed|created|submitted|initiated|sent|requested|filed|raised|logged|lodged|made|placed|started|arranged|approved|granted|booked|put\\s+through)\\s+(?:you\\s+)?(?:a|an|the|your)${gap(4)}\\s+refunds?${END}`),
    form('refund', `${START}refunds?${END}[\\s\\S]{0,80}?${PERFECT}${ADV}\\s+(?:${REFUND_DONE})${END}`),
    form('refund', `${START}refunds?${END}[\\s\\S]{0,80}?${STATE}${ADV}\\s+(?:${REFUND_DONE})${END}`, { unless: GENERIC_SUBJECT }),
    form('refund', `(?:refunded|reimbursed)${END}${NOT_A_NOUN_AFTER}|refunds?\\s+(?:of\\s+\\S+\\s+)?(?:issued|processed|completed|done|approved|sent)${END}`, { opensClause: true }),

    form('change_address', `${START}address${END}[\\s\\S]{0,80}?${PERFECT}${ADV}\\s+(?:${ADDRESS_DONE})${END}`),
    form('change_address', `${START}address${END}[\\s\\S]{0,80}?${STATE}${ADV}\\s+(?:${ADDRESS_DONE})${END}`, { unless: GENERIC_SUBJECT }),
    form('change_address', `${WE}\\s+(?:updated|changed|corrected|modified|amended|edited)\\s+(?:the|your)${gap(3)}\\s+address${END}`),
    form('change_address', `address\\s+(?:updated|changed|corrected)${END}`, { opensClause: true }),

    form('escalate', `${ANY_AUX}${ADV}\\s+escalated${END}`),
    form('escalate', `${WE}\\s+(?:passed|handed|forwarded|transferred|referred|sent|flagged|assigned|raised|escalated)${gap(7)}\\s+(?:to|with)${gap(4)}\\s+(?:${STAFF})${END}`),
    form('escalate', `${ANY_AUX}${ADV}\\s+(?:passed|handed|forwarded|transferred|referred|sent|assigned)${gap(2)}\\s+(?:to|with)${gap(4)}\\s+(?:${STAFF})${END}`),
    form('escalate', `${WE}\\s+(?:asked|notified|alerted|informed|looped\\s+in)\\s+(?:a|an|our|the|one\\s+of\\s+our)${gap(2)}\\s+(?:${STAFF})${END}`),
    form('escalate', `${WE}\\s+(?:created|opened|raised|logged|filed|submitted|lodged)\\s+(?:a|an|the)${gap(3)}\\s+(?:ticket|case|hand-?off|escalation)${END}`),
    form('escalate', `${START}(?:ticket|hand-?off|escalation|case)${END}[\\s\\S]{0,60}?${ANY_AUX}${ADV}\\s+(?:created|opened|raised|logged|filed|submitted)${END}`),
    form('escalate', `${START}(?:${STAFF})${END}[\\s\\S]{0,30}?${ANY_AUX}${ADV}\\s+(?:notified|informed|alerted|assigned)${END}`),
    form('escalate', `(?:escalated|(?:passed|handed|forwarded)\\s+(?:on\\s+|over\\s+)?to)${END}`, { opensClause: true }),
  ],
};
