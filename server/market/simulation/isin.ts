/**
 * ISIN (ISO 6166) and the national numbers inside it: CUSIP (US, Canada) and SEDOL (UK, Ireland).
 * An ISIN is two letters, nine letters or digits and a check digit computed with the Luhn
 * algorithm over the digits obtained by writing each letter as two digits (A = 10 … Z = 35).
 */
import { ISIN_PATTERN } from '../../../product/tickerSymbols';

/** 0–9 for digits, 10–35 for letters (either case), NaN otherwise. */
const codeValue = (code: number): number => {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  if (code >= 97 && code <= 122) return code - 87;
  return Number.NaN;
};
const charValue = (c: string): number => codeValue(c.charCodeAt(0));

/** The check digit for the first 11 characters of an ISIN. */
export function isinCheckDigit(first11: string): number {
  // Luhn over the digit string, walked from the right without building it: letters give two digits.
  let sum = 0;
  let double = true;
  for (let i = first11.length - 1; i >= 0; i--) {
    const v = codeValue(first11.charCodeAt(i));
    if (Number.isNaN(v)) throw new Error(`invalid ISIN character ${first11[i] ?? ''}`);
    for (let d = v % 10, k = 0; k < (v >= 10 ? 2 : 1); k++, d = Math.floor(v / 10)) {
      const x = double ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d;
      sum += x;
      double = !double;
    }
  }
  return (10 - (sum % 10)) % 10;
}


export function isValidIsin(isin: string): boolean {
  const s = isin.trim().toUpperCase();
  return ISIN_PATTERN.test(s) && isinCheckDigit(s.slice(0, 11)) === Number(s[11]);
}

export function makeIsin(country: string, nsin9: string): string {
  const body = `${country.toUpperCase()}${nsin9.toUpperCase()}`;
  if (body.length !== 11) throw new Error('an ISIN body has 11 characters');
  return `${body}${isinCheckDigit(body)}`;
}

/** CUSIP check digit for the first 8 characters (modulus 10, double-add-double). */
export function cusipCheckDigit(first8: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = charValue(first8[i] ?? '');
    if (Number.isNaN(v)) throw new Error('invalid CUSIP character');
    if (i % 2 === 1) v *= 2;
    sum += Math.floor(v / 10) + (v % 10);
  }
  return (10 - (sum % 10)) % 10;
}

const SEDOL_WEIGHTS = [1, 3, 1, 7, 3, 9];

/** SEDOL check digit for the first 6 characters. */
export function sedolCheckDigit(first6: string): number {
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += charValue(first6[i] ?? '') * (SEDOL_WEIGHTS[i] ?? 0);
  return (10 - (sum % 10)) % 10;
}

const ALNUM = '0123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';
const SEDOL_CHARS = '0123456789BCDFGHJKLMNPQRSTVWXYZ';

const codes: number[] = [];

/** `value` in base `alphabet.length`, the last `length` digits, most significant first. */
function encode(value: number, alphabet: string, length: number): string {
  codes.length = length;
  let v = Math.floor(Math.abs(value));
  for (let i = length - 1; i >= 0; i--) {
    codes[i] = alphabet.charCodeAt(v % alphabet.length);
    v = Math.floor(v / alphabet.length);
  }
  return String.fromCharCode(...codes);
}

/** Distinct values of `a` below this give distinct ISINs for one country, whatever `b` is. */
export const ISIN_UNIQUE_CAPACITY = 31 ** 4;

/**
 * A valid ISIN for the country from two 32-bit numbers: CUSIP-based for US and CA, SEDOL-based
 * for GB and IE, `000` + six characters for DE, nine characters otherwise. The first four
 * characters after the prefix (after `00` or `000`) encode `a`, so distinct `a` below
 * `ISIN_UNIQUE_CAPACITY` give distinct ISINs. Generated numbers are demo data: they have correct
 * check digits but belong to no real security.
 */
export function generateIsin(country: string, a: number, b: number): string {
  const cc = country.toUpperCase();
  let nsin: string;
  if (cc === 'US' || cc === 'CA') {
    const cusip8 = encode(a, ALNUM, 4) + encode(b, ALNUM, 2) + encode(b >>> 12, '0123456789', 2);
    nsin = cusip8 + String(cusipCheckDigit(cusip8));
  } else if (cc === 'GB' || cc === 'IE') {
    const sedol6 = encode(a, SEDOL_CHARS, 4) + encode(b, SEDOL_CHARS, 2);
    nsin = `00${sedol6}${sedolCheckDigit(sedol6)}`;
  } else if (cc === 'DE') {
    nsin = `000${encode(a, ALNUM, 4)}${encode(b, ALNUM, 2)}`;
  } else {
    nsin = encode(a, ALNUM, 4) + encode(b, ALNUM, 5);
  }
  return makeIsin(cc, nsin);
}
