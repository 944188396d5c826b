/**
 * VAT on our prices (document 3 section 1): prices are in EUR excluding VAT, and VAT applies only
 * to buyers in the EU, at the standard rate of the buyer's country (the destination principle of
 * the EU's one-stop shop for electronic services). Money is integer cents; rates are basis points
 * (1 % = 100), so every amount is exact.
 */

/**
 * Standard VAT rates of the 27 member states in basis points, as in force on
 * VAT_RATES_VALID_FROM (European Commission, "VAT rates applied in the Member States"). Keyed by
 * ISO 3166-1 alpha-2 country code (Greece is GR here, EL in VAT numbers).
 */
export const EU_VAT_RATES_BP: Readonly<Record<string, number>> = {
  AT: 2000, BE: 2100, BG: 2000, CY: 1900, CZ: 2100, DE: 1900, DK: 2500, EE: 2400, ES: 2100,
  FI: 2550, FR: 2000, GR: 2400, HR: 2500, HU: 2700, IE: 2300, IT: 2200, LT: 2100, LU: 1700,
  LV: 2100, MT: 1800, NL: 2100, PL: 2300, PT: 2300, RO: 2100, SE: 2500, SI: 2200, SK: 2300,
};

/** The date the table above was checked against (Estonia 24 % and Romania 21 % from mid-2025). */
export const VAT_RATES_VALID_FROM = '2025-08-01';

export function isEuCountry(countryCode: string | null | undefined): boolean {
  return !!countryCode && Object.hasOwn(EU_VAT_RATES_BP, countryCode.toUpperCase());
}

/** The VAT rate for a buyer from `countryCode` in basis points: 0 outside the EU. */
export function vatRateBp(countryCode: string | null | undefined): number {
  if (!countryCode) return 0;
  return EU_VAT_RATES_BP[countryCode.toUpperCase()] ?? 0;
}

/** VAT on a net amount, rounded half up to the cent (integer arithmetic only). */
export function vatCents(netCents: number, rateBp: number): number {
  if (!Number.isInteger(netCents) || netCents < 0) throw new RangeError(`net amount must be whole non-negative cents, got ${netCents}`);
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new RangeError(`VAT rate must be whole basis points, got ${rateBp}`);
  return Math.floor((netCents * rateBp + 5000) / 10000);
}

export interface VatBreakdown {
  netCents: number;
  /** 0 when no VAT applies. */
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
  vatApplied: boolean;
  /** The country whose rate applied (upper case), or null outside the EU. */
  vatCountry: string | null;
}

/** Net, VAT and total for a buyer from `countryCode`; a reverse-charge buyer (below) pays no VAT. */
export function withVat(netCents: number, countryCode: string | null | undefined, options: { reverseCharge?: boolean } = {}): VatBreakdown {
  const rate = options.reverseCharge ? 0 : vatRateBp(countryCode);
  const vat = vatCents(netCents, rate);
  return {
    netCents, vatRateBp: rate, vatCents: vat, totalCents: netCents + vat, vatApplied: rate > 0,
    vatCountry: rate > 0 ? countryCode!.toUpperCase() : null,
  };
}

/**
 * Business buyers (issue 29). We are established in SELLER_VAT_COUNTRY; a buyer with a valid VAT
 * id of another member state gets the EU reverse charge (Article 196 of the VAT Directive): no
 * VAT on the invoice, which carries both VAT ids and REVERSE_CHARGE_NOTE. A VAT id of our own
 * country is charged our VAT like everybody else there.
 */
export const SELLER_VAT_COUNTRY = 'DE';

export const REVERSE_CHARGE_NOTE = 'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).';
export const REVERSE_CHARGE_NOTE_DE = 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL).';

/** The ISO country of a VAT id's prefix ('EL' is Greece, GR); null when it is no EU prefix. */
export function vatIdCountry(vatId: string | null | undefined): string | null {
  const prefix = (vatId ?? '').trim().slice(0, 2).toUpperCase();
  const iso = prefix === 'EL' ? 'GR' : prefix;
  return isEuCountry(iso) ? iso : null;
}

/** Whether a buyer whose VAT id was found valid gets the reverse charge: an EU id of another country than ours. */
export function isReverseCharge(validVatId: string | null | undefined): boolean {
  const country = vatIdCountry(validVatId);
  return !!country && country !== SELLER_VAT_COUNTRY;
}

/** A VAT id as typed ("de 136 695.976") in its stored form ("DE136695976"). */
export function normaliseVatId(input: string): string {
  return input.replace(/[\s.\-/]/g, '').toUpperCase();
}

/** "19" or "25.5": a rate in basis points as a percent for display. */
export function formatRate(rateBp: number): string {
  const whole = Math.floor(rateBp / 100);
  const frac = rateBp % 100;
  if (frac === 0) return String(whole);
  return `${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}

/** "1234.50": cents as a decimal string (exact; no floating point). */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`amount must be whole cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
