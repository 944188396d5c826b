/**
 * The address prompt's rule (document 3 section 2, "Address prompt"): an address is complete
 * only if country, address, city and postalCode are all set. The country is the registration
 * country (`country.code` of the user object); the rest is `addressDetails`.
 */
/** The user object (its `country` and `addressDetails`). */
export type AddressHolder = Readonly<Record<string, unknown>>;

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;

export function countryCodeOf(user: AddressHolder | null | undefined): string | null {
  const country = user?.country;
  if (typeof country === 'string') return filled(country) ? country : null;
  const code = (country as { code?: unknown } | null | undefined)?.code;
  return filled(code) ? (code as string) : null;
}

export function addressOf(user: AddressHolder | null | undefined): { address: string; city: string; postalCode: string } {
  const details = (user?.addressDetails ?? {}) as Record<string, unknown>;
  const text = (v: unknown): string => (typeof v === 'string' ? v : '');
  return { address: text(details.address), city: text(details.city), postalCode: text(details.postalCode) };
}

export function isAddressComplete(user: AddressHolder | null | undefined): boolean {
  const a = addressOf(user);
  return !!countryCodeOf(user) && filled(a.address) && filled(a.city) && filled(a.postalCode);
}

/** The business buyer's kept VAT id (valid when it was saved), or ''. */
export function keptVatIdOf(user: AddressHolder | null | undefined): string {
  const vatId = ((user?.addressDetails ?? {}) as Record<string, unknown>).vatId;
  return typeof vatId === 'string' ? vatId : '';
}
