/** English phrasings of a completed action, and the words that scope them. */
import { DEFAULT_ADDRESS } from './default-address.js';
import { PAYMENT } from './payment.js';
import { headline, type HeadlineWords } from '../headline.js';
import { adverbs, alt, ANY, anyOf, E, GAP, ID_SHAPE, LETTER, re, S, wordsRe } from '../pattern.js';
import type { ClaimForm, ClaimLexicon } from '../types.js';

const ADV = adverbs(`already | now | just | successfully | also | fully | officially | both | indeed | actually | completely
  | partially | finally | properly | promptly | been | all | really | definitely | duly | manually | immediately | gone ahead and
  | went ahead and | go ahead and | right away | today | since | then | personally | in fact`);
/** The agent as subject: "I", "we've", "we have". */
const I = `${S}(?:i|we)(?:'ve|'d|\\s+have|\\s+had)?${ADV}`;
/** "has been", "'s been", "have now been". */
const BEEN = `(?:${S}(?:has|have|had)|(?<=${LETTER})'(?:s|ve))${ADV}\\s+been`;
/** Auxiliaries of a finished or standing state: "has been", "was", "is", "it's", "got". */
const AUX = `(?:${BEEN}|${S}(?:was|were|is|are|got|gets|get|remains|stays)|(?<=${LETTER})'(?:s|re))${ADV}`;
const CANCELLED = 'cancell?ed';
const STAFF = alt(`colleagues? | team | teammates? | humans? | agents? | specialists? | staff | staff members? | supervisors?
  | managers? | person | people | representatives? | reps? | department | members? of (?:our|the) team | experts? | someone
  | customer service | support`);
const TICKET = 'ticket|case|hand-?off|escalation|support request';
/** What a request or case may be called when it is handed on. */
const MATTER = 'ticket|case|request|complaint|conversation|issue|report|query|question|matter|claim|enquiry|inquiry';
const REFUND_DONE = alt(`issued | processed | completed | approved | paid | credited | granted | put through | made | released
  | taken care of | sorted | sorted out | dealt with
  | done | executed | finali[sz]ed | returned | sent(?!\\s+for\\s+(?:approval|review))`);
/** Only words of a request handed on: "created" or "set up" also describe a proposal awaiting a yes. */
const REFUND_REQUESTED = alt(`submitted | requested | filed | raised | logged | lodged | initiated | forwarded | passed on
  | sent for approval | sent for review | put forward`);
const ADDRESS_DONE = 'updated|changed|corrected|modified|amended|edited|replaced|saved|switched|fixed|stored|recorded';
const MONEY = 'money|amount|funds|payment|charge|sum|total|cost|balance|\\$\\s?\\d[\\d,.]*|\\d[\\d,.]*\\s?(?:usd|eur|€|dollars?)';

/** A participle opening its clause is a claim unless it modifies a noun: "cancelled orders can't ship". */
const NOT_A_NOUN = `(?!\\s+(?:orders?|items?|products?|purchases?|refunds?|ones?)${E})`;

const WORDS: HeadlineWords = {
  stop: `i | we | you | he | she | it | they | has | have | had | was | were | is | are | am | be | been | will | would | can
    | could | should | shall | may | might | must | do | does | did | not | no | never | if | when | once | who | which | that
    | to | get | gets | got | you're | it's | i'm`,
  tail: `as | for | to | on | in | at | with | by | successfully | now | today | already | too | also | right | back | and | per
    | just | immediately | instantly | free | without`,
};

/** Items swapped for other variants (an exchange, a change of a pending order's items), and items sent back. */
const SWAPPED = 'exchanged|swapped';
const ITEMS = 'items?|products?|variants?|sizes?|colou?rs?|order\\s+lines?|articles?';
const SWAP_DONE = 'changed|updated|modified|swapped|switched|replaced|exchanged';
const ITEM_REQUEST_DONE = 'requested|submitted|arranged|set\\s+up|registered|processed|confirmed|placed|created|initiated|booked|logged|approved|started|opened|done|completed?|through';

const forms: ClaimForm[] = [
  // cancel
  { action: 'cancel_order', stance: 'act', pattern: re(`${I}\\s+(?:${CANCELLED})${E}`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${I}\\s+did${ADV}\\s+cancel${E}`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${I}\\s+(?:got|gotten|had)${GAP}\\s+(?:${CANCELLED})${E}`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${I}\\s+(?:processed|completed|confirmed|done|submitted|put\\s+through|made|carried\\s+out|finali[sz]ed|actioned|executed|handled|arranged|taken\\s+care\\s+of|sorted(?:\\s+out)?|dealt\\s+with)\\s+(?:the|your|this|that|a)${GAP}\\s+cancellation${E}`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${S}(?:i'm|i\\s+am|we're|we\\s+are)${ADV}\\s+(?:cancell?ing|processing\\s+(?:the|your)${GAP}\\s+cancellation)${E}`) },
  { action: 'cancel_order', stance: 'state', pattern: re(`${AUX}\\s+(?:${CANCELLED})${E}`) },
  { action: 'cancel_order', stance: 'state', pattern: re(`${S}(?:shows?|showing|marked|listed|recorded|flagged|appears)(?:\\s+as)?(?:\\s+status)?\\s+(?:${CANCELLED})${E}`) },
  { action: 'cancel_order', stance: 'state', pattern: re(`${S}cancellation${E}${ANY}(?:${AUX}\\s+(?:complete|completed|done|processed|confirmed|successful|through|finali[sz]ed|final|effective|in\\s+place|sorted)|${S}(?:went|has\\s+gone|'s\\s+gone)\\s+through)${E}`) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, CANCELLED)) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(`^(?:also\\s+|just\\s+|now\\s+)?(?:${CANCELLED})${E}${NOT_A_NOUN}`) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, 'confirmed|complete|completed|done|processed|successful', 'cancellation')) },

  // refund, money returned
  { action: 'refund', stance: 'act', pattern: re(`${I}\\s+(?:refunded|reimbursed|repaid|credited)${E}`) },
  { action: 'refund', stance: 'act', pattern: re(`${I}\\s+did${ADV}\\s+(?:refund|reimburse|credit)${E}`) },
  { action: 'refund', stance: 'act', pattern: re(`${I}\\s+(?:${REFUND_DONE})\\s+(?:you\\s+)?(?:a|an|the|your|this|that|it|my)?${GAP}\\s*refund${E}(?!\\s+request)`) },
  { action: 'refund', stance: 'act', outcome: 'requested', pattern: re(`${I}\\s+(?:${REFUND_REQUESTED})${GAP}\\s+refund${E}`) },
  { action: 'refund', stance: 'act', outcome: 'requested', pattern: re(`${I}\\s+(?:${REFUND_DONE}|${REFUND_REQUESTED})${GAP}\\s+refund\\s+request${E}`) },
  { action: 'refund', stance: 'act', pattern: re(`${I}\\s+(?:sent|put|paid|transferred|returned|given|wired|moved|credited|refunded)${GAP}\\s+back${E}`) },
  { action: 'refund', stance: 'act', pattern: re(`${I}\\s+(?:returned|refunded|credited|given\\s+back)\\s+(?:you\\s+)?(?:your|the|all|that|this)${GAP}\\s+(?:${MONEY})`) },
  { action: 'refund', stance: 'act', pattern: re(`${I}\\s+(?:reversed|refunded|voided)\\s+(?:the|that|this|your)${GAP}\\s+(?:charge|payment|transaction)${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}(?:charge|payment|transaction)${E}${ANY}${AUX}\\s+(?:reversed|refunded|voided)${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}(?:${MONEY})${E}${ANY}${S}(?:is|are|'s)\\s+(?:now\\s+)?back\\s+(?:on|in)\\s+your${E}`) },
  { action: 'refund', stance: 'act', outcome: 'requested', pattern: re(`${S}(?:i'm|i\\s+am|we're|we\\s+are)${ADV}\\s+(?:refunding|processing\\s+(?:the|your|a)${GAP}\\s+refund)${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${AUX}\\s+(?:refunded|reimbursed|credited|repaid|paid\\s+back)${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}(?:had|got)${GAP}\\s+refunded${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${AUX}\\s+(?:sent|paid|put|transferred|given|wired|moved|credited)\\s+back${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${AUX}\\s+returned\\s+to\\s+your${GAP}\\s+(?:card|account|payment|bank|method)`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}refund${E}(?!\\s+request)${ANY}(?:${AUX}\\s+(?:${REFUND_DONE})|${S}(?:went|has\\s+gone|'s\\s+gone)\\s+through|${S}(?:is|'s)\\s+(?:now\\s+)?on\\s+(?:its|the)\\s+way)${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}(?:${MONEY})${E}${ANY}${S}(?:is|are|'s)\\s+(?:now\\s+)?on\\s+(?:its|their|the)\\s+way\\s+back${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}refund(?:\\s+request)?${E}${ANY}${AUX}\\s+(?:${REFUND_REQUESTED})${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}refund\\s+request${E}${ANY}${AUX}\\s+(?:${REFUND_DONE})${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}refund${E}${ANY}${S}(?:is|are|'s)\\s+(?:now\\s+)?being\\s+(?:processed|handled|reviewed)${E}`) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, 'refunded|reimbursed')) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(`^(?:also\\s+|just\\s+|now\\s+)?(?:refunded|reimbursed|credited\\s+back|sent\\s+back)${E}${NOT_A_NOUN}`) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, 'issued|processed|sent|completed|done|approved|confirmed|made|credited', 'refund')) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, 'sent\\s+back|returned|credited\\s+back', MONEY)) },

  // address
  { action: 'change_address', stance: 'act', pattern: re(`${I}\\s+(?:${ADDRESS_DONE}|set)\\s+(?:the|your|its|that|this)?${GAP}\\s*(?:shipping\\s+|delivery\\s+|postal\\s+)?address${E}`) },
  { action: 'change_address', stance: 'act', pattern: re(`${I}\\s+(?:redirected|rerouted)${E}`) },
  { action: 'change_address', stance: 'act', pattern: re(`${I}\\s+(?:updated|changed|set)${GAP}\\s+to\\s+(?:ship|go|be\\s+delivered|deliver)\\s+to${E}`) },
  { action: 'change_address', stance: 'state', pattern: re(`${S}address${E}${ANY}${AUX}\\s+(?:${ADDRESS_DONE})${E}`) },
  { action: 'change_address', stance: 'state', pattern: re(`${AUX}\\s+(?:redirected|rerouted)${E}`) },
  { action: 'change_address', stance: 'act', pattern: re(`${S}(?:now|from\\s+now\\s+on)\\s+(?:ships|goes|is\\s+going|is\\s+shipping)\\s+to${E}`) },
  // "... will be sent to you" is where the parcel goes, not a new address.
  { action: 'change_address', stance: 'act', needsNews: true, future: true, pattern: re(`${S}(?:will|'ll)${ADV}\\s+(?:be\\s+)?(?:delivered|shipped|sent|go|ship|arrive)\\s+to${E}(?!\\s+you${E})`) },
  { action: 'change_address', stance: 'state', headline: true, pattern: re(headline(WORDS, ADDRESS_DONE, 'address')) },
  { action: 'change_address', stance: 'state', headline: true, pattern: re(`^(?:also\\s+|just\\s+)?(?:${ADDRESS_DONE})\\s+(?:the|your|its)${GAP}\\s+address${E}`) },
  { action: 'escalate', stance: 'state', headline: true, pattern: re(`^(?:also\\s+|just\\s+)?(?:passed|handed|forwarded|escalated)${GAP}\\s+(?:to|on|over)${E}`) },

  // escalation, hand-off
  { action: 'escalate', stance: 'act', pattern: re(`${I}\\s+(?:passed|handed|forwarded|transferred|referred|sent|flagged|assigned|raised|escalated|brought|reported|given|routed|moved)${GAP}\\s+(?:to|with)${GAP}\\s+(?:${STAFF})${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${I}\\s+(?:escalated|forwarded)${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${I}\\s+(?:passed|handed)\\s+(?:this|it|that|(?:your|the)\\s+\\S+)\\s+(?:on|over)${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${I}\\s+(?:asked|notified|alerted|informed|told|contacted|looped\\s+in|involved|called\\s+in|brought\\s+in|got|let)\\s+(?:a|an|our|the|one\\s+of\\s+our|someone\\s+(?:from|on)\\s+our)${GAP}\\s+(?:${STAFF})${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${I}\\s+(?:created|opened|raised|logged|filed|submitted|lodged|made|put\\s+in)\\s+(?:a|an|the)${GAP}\\s+(?:${TICKET})${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${I}\\s+(?:put|connected)\\s+you\\s+(?:in\\s+touch\\s+)?(?:with|to)${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${MATTER})${E}${ANY}${AUX}\\s+(?:escalated|forwarded|transferred|assigned|referred|flagged|routed|(?:passed|handed|sent)\\s+(?:on|over|to${GAP}\\s+(?:${STAFF})))${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${TICKET})${E}${ANY}${AUX}\\s+(?:created|opened|raised|logged|filed|submitted)${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${STAFF})${E}${ANY}${AUX}\\s+(?:notified|informed|alerted|assigned|asked|looped\\s+in|made\\s+aware)${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${AUX}\\s+escalated${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${STAFF})${E}${GAP}\\s+(?:(?:now\\s+)?has|have|is\\s+(?:now\\s+)?(?:looking\\s+into|reviewing|handling|on|taking\\s+care\\s+of))\\s+(?:your|the|this|it)${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${MATTER}|it|this)${E}${GAP}\\s+(?:is|'s)\\s+(?:now\\s+)?(?:with|in\\s+the\\s+hands\\s+of)\\s+(?:a|an|our|the|one\\s+of\\s+our)${GAP}\\s+(?:${STAFF})${E}`) },
  { action: 'escalate', stance: 'state', future: true, pattern: re(`${S}(?:you'll|you\\s+will)\\s+hear\\s+(?:back\\s+)?from\\s+(?:a|an|our|the|one\\s+of\\s+our)${GAP}\\s+(?:${STAFF})${E}`) },
  { action: 'escalate', stance: 'state', future: true, pattern: re(`${S}(?:a|an|one\\s+of\\s+our|our|the|someone\\s+(?:from|on)\\s+our|a\\s+member\\s+of\\s+our)\\s+(?:\\S+\\s+)?(?:${STAFF})${E}${GAP}\\s+(?:will|'ll|is\\s+going\\s+to|are\\s+going\\s+to|shall)${ADV}\\s+(?:contact|e-?mail|call|write|reply|respond|get\\s+back|follow\\s+up|reach\\s+out|be\\s+in\\s+touch|review|look|handle|take|help|assist|check|arrange|sort|phone|message)${E}`) },
  // items swapped (exchange_items, modify_items) and returned (return_items)
  { action: 'swap_items', stance: 'act', pattern: re(`${I}\\s+(?:${SWAPPED})${E}`) },
  { action: 'swap_items', stance: 'act', pattern: re(`${I}\\s+(?:${SWAP_DONE})\\s+(?:the|your|its|those|these|both)?${GAP}\\s*(?:${ITEMS})${E}`) },
  { action: 'swap_items', stance: 'act', pattern: re(`${I}\\s+(?:${ITEM_REQUEST_DONE})\\s+(?:the|your|an|a|this|that)${GAP}\\s+exchange${E}`) },
  { action: 'swap_items', stance: 'state', pattern: re(`${S}exchange${E}(?!\\s+(?:policy|window|rules?))${ANY}${AUX}\\s+(?:${ITEM_REQUEST_DONE})${E}`) },
  { action: 'swap_items', stance: 'state', pattern: re(`${S}(?:${ITEMS})${E}${ANY}${AUX}\\s+(?:${SWAP_DONE})${E}`) },
  { action: 'swap_items', stance: 'state', pattern: re(`${AUX}\\s+(?:${SWAPPED})${E}`) },
  { action: 'return_items', stance: 'act', pattern: re(`${I}\\s+(?:${ITEM_REQUEST_DONE})\\s+(?:the|your|a|this|that)${GAP}\\s+return${E}`) },
  { action: 'return_items', stance: 'state', pattern: re(`${S}return${E}(?!\\s+(?:policy|window|label|address|rules?))${ANY}${AUX}\\s+(?:${ITEM_REQUEST_DONE})${E}`) },
];

export const EN: ClaimLexicon = {
  language: 'en',
  negation: re(`${anyOf('not | never | no | none | nothing | nobody | neither | nor | unable | cannot | failed to | no longer | yet to')}|n't${E}`),
  negationAfter: re(`^(?:\\s+(?:yet|so far|for now|at all))?\\s+(?:nothing|none|no\\s+one|no(?=\\s+\\S)|anything\\s+yet)${E}`),
  modal: re(`${anyOf(`can | could | would | should | shall | may | might | must | want | wants | wanted | like | need | needs | hope
    | expect | plan | try | trying | able to | ready to | happy to | glad to | let me | allow me | whether | in order to | to be`)}|(?<=${LETTER})'d(?!\\s+(?:already|just|been)${E})`),
  future: re(`${anyOf('will | going to | gonna | about to | soon be | shortly')}|(?<=${LETTER})'ll${E}`),
  condition: re(`${anyOf(`if | unless | once(?!\\s+(?:again|more)) | as soon as | in case | provided | assuming | whenever | should you
    | when\\s+(?:you|i|we|it|the|your)(?!\\s+\\S+\\s+(?:\\S+ed|was|were|did|had|made|sent|got|came|went|wrote|said|told)${E})
    | after\\s+(?:you\\s+(?:confirm|say|reply|agree|accept|approve)|your\\s+(?:confirmation|ok|okay|yes|go-ahead|approval|reply)|confirming|i\\s+(?:receive|get|hear))
    | before\\s+(?:you|i|we|confirming) | until\\s+(?:you|i|we)
    | with\\s+your\\s+(?:ok|okay|yes|confirmation|go-ahead|approval|consent) | upon\\s+(?:your\\s+)?confirmation
    | on\\s+your\\s+(?:confirmation|yes|go-ahead) | say\\s+the\\s+word | just\\s+say\\s+so | give\\s+me\\s+the\\s+go-ahead | (?:just\\s+|simply\\s+)?(?:reply|say|answer|type|write|respond|tap|click)\\s+(?:with\\s+)?["']?(?:yes|ok|confirm)
    | (?:just|simply)\\s+confirm | confirm\\s+and`)}|^(?:just\\s+)?let\\s+me\\s+know$`),
  reported: re(anyOf(`you said | you say | you've said | you mentioned | you mention | you wrote | you write | you told me | you told us
    | you asked | you thought | you think | you believe | you were told | you've been told | you heard | according to you
    | your message says | your message said | your message mentions | your email says | you're saying | as you put it | you claim
    | you state | you stated | you report | you reported | according to your (?:email|e-mail|message|note|chat)
    | i understand (?:that|your) | from what you (?:say|said|wrote)`)),
  relative: re(`^${anyOf('which | who | whom | whose | where | that')}`),
  consequence: re(`^${anyOf('then | in that case | that way | after that | this way | so then')}`),
  offer: re(`^${anyOf(`shall (?:i|we) | should (?:i|we) | can (?:i|we) | may (?:i|we) | would you like | do you want | want me to | would that be (?:ok|okay|alright) | is that (?:ok|okay|alright)`)}`),
  question: re(`^${anyOf(`shall | should | can | could | would | will | do | does | did | is | are | was | were | have | has | may
    | might | what | which | who | when | where | why | how | any | anything | want | need`)}`),
  completion: re(`^(?:(?:ok(?:ay)?|alright|great|perfect|right|good news|all right)\\s+)?(?:(?:all|both|it's|that's|that is|it is|everything's|everything is|you're all|you are all)\\s+)?(?:done|set|sorted|taken care of|complete|completed|finished|handled|processed|confirmed)(?:\\s+(?:now|for you))?$|^consider it done$|^there you go$`),
  news: re(anyOf('now | just | for you | as requested | as you requested | as you asked | right away | just now | a moment ago | successfully')),
  pastTime: re(`${anyOf(`yesterday | last (?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday) | ago | back in
    | on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) | since`)}|${anyOf('on|in|since|as of')}\\s+(?:the\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?${E}|${S}\\d{4}-\\d{2}-\\d{2}${E}`),
  evidential: re(`${anyOf(`i can confirm | we can confirm | i can now confirm | i can see | we can see | you can see | as you can see
    | i can tell you | i can let you know | i can assure you | i'd like to confirm | i would like to confirm | i'd like to let you know
    | happy to confirm | glad to confirm | pleased to confirm | happy to say | glad to say | pleased to say | happy to report
    | no problem | no worries | not a problem | don't worry | do not worry | not to worry | i'm happy to tell you | good news`)}(?:\\s+that)?${E}`, 'gu'),
  generic: re(`^(?:(?:an?|any|every|each|all|most|some|such)\\s+(?:\\S+\\s+)?(?:orders?|refunds?|items?|purchases?|cancellations?|products?)|orders|refunds|items|purchases|cancellations|cancell?ed\\s+orders|refunded\\s+items)${E}(?!\\s+${ID_SHAPE})`),
  marks: wordsRe('the | your | you | is | has | have | been | and | of | to | order | i | it | this | we | was | will | for', 'gu'),
  cues: {
    change_payment: PAYMENT.en.cue,
    set_default_address: DEFAULT_ADDRESS.en.cue,
    cancel_order: /cancel/u,
    refund: /refund|reimburs|credit|repaid|paid|back|returned|money|amount|funds|charge|payment|transaction|revers|void/u,
    change_address: /address|redirect|reroute|deliver|ship|sent|go\s+to|arrive/u,
    escalate: /escalat|colleague|team|staff|agent|specialist|human|person|people|someone|ticket|case|hand|pass|forward|transfer|refer|supervisor|manager|rep|department|support|expert|notif|inform|alert|told|contact|loop|connect|put\s+you/u,
    swap_items: /exchang|swap|switch|replac|chang|updat|modif/u,
    return_items: /return/u,
  },
  forms: [...forms, ...PAYMENT.en.forms, ...DEFAULT_ADDRESS.en.forms],
};
