/**
 * A phone number in a text, whole or in part. "(503) 555-0127", "+1 503 555 0127" and
 * "5035550127" are one number; "ends in 0127" gives away its last four digits, which is what
 * identifies a person on a call line, so a fragment of four or more final digits counts too.
 */
import { asciiDigits } from './text.js';

/** A whole number is compared on at least this many digits (a country code may be missing). */
const WHOLE = 7;
/** A fragment is the number's last digits, at least this many. */
const FRAGMENT = 4;

function digitsOf(text: string): string {
  return asciiDigits(text).replace(/\D/g, '');
}

/**
 * Digit strings a text holds: each run of digits not glued to a letter (A3304 and 1Z999 are
 * ids, not numbers), and each run of such groups joined by the separators of a written number.
 */
export function digitStrings(text: string): string[] {
  const plain = asciiDigits(text);
  const out = new Set<string>();
  for (const m of plain.matchAll(/(?<![\p{L}\d])\+?\(?\d[\d\s().\-/]*\d(?![\p{L}\d])|(?<![\p{L}\d])\d(?![\p{L}\d])/gu)) {
    const joined = digitsOf(m[0]);
    out.add(joined);
    for (const group of m[0].match(/\d+/g) ?? []) out.add(group);
  }
  return [...out];
}

/** True when `candidate` (digits) is the phone `phone` (digits) or its last FRAGMENT+ digits. */
function matchesPhone(candidate: string, phone: string): boolean {
  if (candidate.length < FRAGMENT || phone.length < WHOLE) return false;
  if (phone.endsWith(candidate)) return true;
  // The text may carry a country code the record lacks, or the national trunk 0 for it ("06 12 …" for "+33 6 12 …").
  if (candidate.length >= WHOLE && candidate.endsWith(phone)) return true;
  const national = candidate.replace(/^0+/, '');
  return national.length >= WHOLE && national !== candidate && phone.endsWith(national);
}

/** The digit strings of `text` that show `phone`. */
export function phoneShown(text: string, phone: string): string[] {
  const number = digitsOf(phone);
  return digitStrings(text).filter((d) => matchesPhone(d, number));
}
