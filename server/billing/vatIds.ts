/**
 * EU VAT ids (issue 29): the format and check digits of every member state (the `jsvat` library),
 * then a registry check behind `VatRegistry`. The built-in registry trusts format and checksum
 * (nothing leaves the machine); with VIES_URL set, the European Commission's VIES REST service
 * (or a local fake of it, in the tests) must confirm the number too.
 */
import { checkVAT, countries as jsvatCountries } from 'jsvat';
import { isEuCountry, normaliseVatId, vatIdCountry } from '../../product/vat';

/** Why a VAT id is refused: FORMAT (not an EU VAT id's shape), CHECKSUM, NOT_REGISTERED (VIES), UNAVAILABLE (VIES did not answer). */
export type VatIdReason = 'FORMAT' | 'CHECKSUM' | 'NOT_REGISTERED' | 'UNAVAILABLE';

export interface VatIdCheck {
  valid: boolean;
  /** ISO country of the id ('GR' for an EL… id), null when the prefix is no EU country. */
  country: string | null;
  /** The normalised id ("DE136695976"). */
  vatId: string;
  reason?: VatIdReason;
}

export interface VatRegistry {
  readonly name: string;
  /** Whether the member state's registry knows `number` (the id without its two-letter prefix). */
  check(prefix: string, number: string): Promise<'valid' | 'invalid' | 'unavailable'>;
}

/** The default: format and checksum already passed, nothing more to ask. */
export const checksumOnlyRegistry: VatRegistry = {
  name: 'checksum',
  async check() { return 'valid'; },
};

/**
 * The VIES REST service (POST {base}/check-vat-number {countryCode, vatNumber} → {valid}). Any
 * failure (network, 5xx, VIES's "member state unavailable" answers) is `unavailable`: the buyer is
 * then charged VAT, never given the reverse charge unchecked.
 */
export function viesRegistry(baseUrl: string, timeoutMs = 8000): VatRegistry {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    name: 'vies',
    async check(prefix, number) {
      try {
        const res = await fetch(`${base}/check-vat-number`, {
          method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: prefix, vatNumber: number }), signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return 'unavailable';
        const body = await res.json() as { valid?: unknown; userError?: unknown };
        if (typeof body.valid !== 'boolean') return 'unavailable';
        if (!body.valid && typeof body.userError === 'string' && body.userError !== 'VALID' && body.userError !== 'INVALID') return 'unavailable';
        return body.valid ? 'valid' : 'invalid';
      } catch {
        return 'unavailable';
      }
    },
  };
}


const EU_RULES = jsvatCountries.filter((c) => c.codes.some((code) => code.length === 2 && isEuCountry(code)));

/** Format and check digits only (pure; also what the built-in registry relies on). */
export function checkVatIdFormat(input: string): VatIdCheck {
  const vatId = normaliseVatId(input).slice(0, 20);
  const country = vatIdCountry(vatId);
  if (!country || !/^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(vatId)) return { valid: false, country, vatId, reason: 'FORMAT' };
  const result = checkVAT(vatId, EU_RULES);
  if (!result.isSupportedCountry || !result.isValidFormat) return { valid: false, country, vatId, reason: 'FORMAT' };
  if (!result.isValid) return { valid: false, country, vatId, reason: 'CHECKSUM' };
  return { valid: true, country, vatId };
}

/** Format, check digits, then the registry. */
export async function checkVatId(registry: VatRegistry, input: string): Promise<VatIdCheck> {
  const local = checkVatIdFormat(input);
  if (!local.valid) return local;
  const answer = await registry.check(local.vatId.slice(0, 2), local.vatId.slice(2));
  if (answer === 'valid') return local;
  return { ...local, valid: false, reason: answer === 'invalid' ? 'NOT_REGISTERED' : 'UNAVAILABLE' };
}
