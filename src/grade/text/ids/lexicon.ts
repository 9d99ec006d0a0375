/**
 * How a reply introduces one of the store's handles, in the eight languages: the kind of record
 * ("ticket", "Vorgang", "टिकट"), a reference word ("reference", "Referenz", "संदर्भ") and the
 * number markers ("#", "Nr.", "nº", "n°", "no.", "número", "नंबर"). Folded forms; stems end in `*`.
 */

export type IdKind = 'proposal' | 'refund' | 'ticket';

/** The store's id prefixes (src/desk/store.ts nextId). */
export const KIND_OF_PREFIX: Readonly<Record<string, IdKind>> = { p: 'proposal', r: 'refund', t: 'ticket' };

/**
 * Words that name the kind of record; a number right after one of them is that record. Not a bare
 * "case" or "caso": "in case 1 arrives broken" is common and names nothing.
 */
export const KIND_WORDS: Readonly<Record<IdKind, readonly string[]>> = {
  ticket: [
    'ticket*', 'tiquet*', 'numero de caso', 'numero do caso', 'numero di caso', 'case number', 'case id', 'incidencia*', 'solicitud*', 'reclamacion*', 'dossier*', 'demande*', 'requete*', 'reclamation*',
    'vorgang*', 'anfrage*', 'fallnummer', 'chamado*', 'protocolo*', 'solicitacao*', 'pratica*', 'segnalazion*', 'richiesta*', 'melding*',
    'zaak*', 'aanvraag*', 'verzoek*', 'request*', 'टिकट', 'शिकायत', 'अनुरोध', 'tikat', 'shikayat', 'support case',
  ],
  proposal: ['proposal*', 'proposition*', 'propuesta*', 'vorschlag*', 'proposta*', 'voorstel*', 'प्रस्ताव', 'prastav'],
  refund: [
    'refund*', 'reembolso*', 'devolucion*', 'remboursement*', 'erstattung*', 'ruckerstattung*', 'gutschrift*', 'estorno*',
    'rimborso*', 'rimborsi', 'terugbetaling*', 'restitutie*', 'रिफंड', 'धनवापसी',
  ],
};

/** Refund words are also verbs and count nouns ("refund 2 mugs"): a number after one needs a marker. */
export const NEEDS_MARKER: ReadonlySet<IdKind> = new Set(['refund']);

/** Words for "reference", which may introduce any of the handles. */
export const REFERENCE_WORDS: readonly string[] = [
  'reference*', 'ref', 'referencia*', 'referenz*', 'referencia', 'riferimento', 'referentie*', 'kenmerk', 'रेफरेंस', 'संदर्भ', 'sandarbh',
  'id', 'identifier', 'identificador', 'identifiant', 'kennung',
];

/** Markers of "number" between a kind word and the number, or on their own before it. */
export const NUMBER_MARKERS: readonly string[] = [
  'number', 'no', 'nr', 'num', 'numero', 'nummer', 'n', 'nº', 'n°', 'nro', 'nbr', 'नंबर', 'नं', 'संख्या', 'क्रमांक', 'nambar', 'numar',
];

/** Markers that, alone before a number, make it a reference: "#1", "Nr. 1", "nº 1", "no. 1". */
export const BARE_MARKERS = String.raw`#|n[º°]\.?|nr\.|nr(?=\s)|nro\.|no\.|n\.|num\.|nº|n°|नं\.?`;
