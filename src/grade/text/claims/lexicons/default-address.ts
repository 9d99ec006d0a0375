/**
 * Phrasings of a completed change of the customer's default address ("your default address has
 * been updated", "I've changed the address on file"), per language: a cue and a few forms each
 * lexicon adds to its own. The reader prefers them to an address change of an order in the same
 * clause (read.ts). Negation, modals, futures and conditions are the lexicon's as usual.
 */
import { ANY, E, GAP, re, S } from '../pattern.js';
import type { ClaimForm, Language } from '../types.js';

interface DefaultAddressWords {
  cue: RegExp;
  forms: ClaimForm[];
}

const state = (source: string): ClaimForm => ({ action: 'set_default_address', stance: 'state', pattern: re(source) });
const act = (source: string): ClaimForm => ({ action: 'set_default_address', stance: 'act', pattern: re(source) });

const EN_WORD = '(?:default|saved|standard|primary|account|profile|main)\\s+(?:(?:shipping|delivery|postal)\\s+)?address|address\\s+on\\s+(?:file|(?:your|the)\\s+account)';
const EN_DONE = '(?:changed|updated|set|saved|replaced|switched|corrected|modified)';
const ES_WORD = 'direcci[oó]n\\s+(?:predeterminada|principal|por\\s+defecto|guardada|habitual|de\\s+(?:tu|su)\\s+cuenta)';
const FR_WORD = 'adresse\\s+(?:par\\s+d[ée]faut|principale|enregistr[ée]e|de\\s+(?:votre|ton)\\s+compte)';
const DE_WORD = '(?:standard|haupt|konto|rechnungs)(?:liefer)?adresse|hinterlegte\\s+adresse|gespeicherte\\s+adresse';
const DE_DONE = '(?:geändert|aktualisiert|gespeichert|umgestellt|hinterlegt|ersetzt)';
const PT_WORD = 'endere[cç]o\\s+(?:padr[aã]o|principal|predefinido|salvo|guardado|da\\s+(?:sua|tua)\\s+conta)';
const IT_WORD = 'indirizzo\\s+(?:predefinito|principale|salvato|del\\s+(?:tuo|suo)\\s+account)';
const NL_WORD = '(?:standaard|hoofd|account)(?:adres|bezorgadres)|opgeslagen\\s+adres';
const NL_DONE = '(?:gewijzigd|veranderd|aangepast|bijgewerkt|opgeslagen|ingesteld)';

export const DEFAULT_ADDRESS: Readonly<Record<Language, DefaultAddressWords>> = {
  en: {
    cue: /default|saved|standard|primary|account|profile|main|on\s+file/u,
    forms: [
      act(`${S}(?:i|we)(?:'ve|\\s+have)?(?:\\s+(?:now|just|already|successfully))*\\s+${EN_DONE}\\s+(?:the|your)?\\s*(?:${EN_WORD})${E}`),
      state(`${S}(?:${EN_WORD})${E}${ANY}(?:${S}(?:has|have)(?:\\s+(?:now|just|already|successfully))*\\s+been|'s\\s+been|${S}(?:was|is\\s+now))\\s+${EN_DONE}${E}`),
      act(`${S}(?:${EN_WORD})\\s+is\\s+now${E}`),
    ],
  },
  es: {
    cue: /predeterminad|principal|por defecto|guardad|habitual|cuenta/u,
    forms: [
      act(`${S}(?:he|hemos)(?:\\s+ya)?\\s+(?:cambiado|actualizado|modificado|guardado)${GAP}\\s+${ES_WORD}${E}`),
      state(`${S}${ES_WORD}${E}${ANY}${S}(?:ha\\s+sido|fue|se\\s+ha|quedó|está)(?:\\s+ya)?\\s+(?:cambiad|actualizad|modificad|guardad)[oa]${E}`),
      act(`${S}${ES_WORD}\\s+(?:es\\s+ahora|ahora\\s+es)${E}`),
    ],
  },
  fr: {
    cue: /d[ée]faut|principale|enregistr|compte/u,
    forms: [
      act(`${S}(?:j'ai|nous\\s+avons)(?:\\s+bien)?\\s+(?:modifié|changé|mis\\s+à\\s+jour|remplacé|enregistré)${GAP}\\s+${FR_WORD}${E}`),
      state(`${S}${FR_WORD}${E}${ANY}${S}(?:a\\s+(?:bien\\s+)?été|est)(?:\\s+bien)?\\s+(?:modifiée|changée|mise\\s+à\\s+jour|remplacée)${E}`),
      act(`${S}${FR_WORD}\\s+est\\s+(?:désormais|maintenant)${E}`),
    ],
  },
  de: {
    cue: /standard|haupt|konto|rechnungs|hinterlegt|gespeichert/u,
    forms: [
      act(`${S}(?:ich|wir)\\s+(?:habe|haben)${GAP}\\s+(?:${DE_WORD})${GAP}\\s+${DE_DONE}${E}`),
      state(`${S}(?:${DE_WORD})${E}${ANY}${S}(?:wurde|ist)${GAP}\\s+${DE_DONE}${E}`),
      act(`${S}(?:${DE_WORD})\\s+ist\\s+(?:jetzt|nun|ab\\s+sofort)${E}`),
    ],
  },
  pt: {
    cue: /padr|principal|predefinid|salvo|guardado|conta/u,
    forms: [
      act(`${S}(?:alterei|mudei|atualizei|troquei|alteramos|mudamos|atualizamos|trocamos)${GAP}\\s+${PT_WORD}${E}`),
      state(`${S}${PT_WORD}${E}${ANY}${S}(?:foi|está|ficou)(?:\\s+já)?\\s+(?:alterad|mudad|atualizad|trocad)[oa]${E}`),
      act(`${S}${PT_WORD}\\s+(?:agora\\s+é|é\\s+agora)${E}`),
    ],
  },
  it: {
    cue: /predefinit|principale|salvat|account/u,
    forms: [
      act(`${S}(?:ho|abbiamo)(?:\\s+già)?\\s+(?:modificato|cambiato|aggiornato|sostituito)${GAP}\\s+${IT_WORD}${E}`),
      state(`${S}${IT_WORD}${E}${ANY}${S}(?:è|e')\\s+(?:già\\s+)?stato\\s+(?:modificat|cambiat|aggiornat|sostituit)o${E}`),
      act(`${S}${IT_WORD}\\s+(?:è\\s+ora|ora\\s+è)${E}`),
    ],
  },
  nl: {
    cue: /standaard|hoofd|account|opgeslagen/u,
    forms: [
      act(`${S}(?:ik|we|wij)\\s+(?:heb|hebben)${GAP}\\s+(?:${NL_WORD})${GAP}\\s+${NL_DONE}${E}`),
      state(`${S}(?:${NL_WORD})${E}${ANY}${S}(?:is|werd)${GAP}\\s+${NL_DONE}${E}`),
      act(`${S}(?:${NL_WORD})\\s+is\\s+nu${E}`),
    ],
  },
  hi: {
    cue: /डिफ़ॉल्ट|डिफॉल्ट|मुख्य|default/u,
    forms: [state(`${S}(?:डिफ़ॉल्ट|डिफॉल्ट|मुख्य|default)\\s+(?:पता|address)${E}${ANY}${S}(?:बदल|अपडेट\\s+कर)\\s+(?:दिया|दी)\\s+(?:गया|गई)${E}`)],
  },
};
