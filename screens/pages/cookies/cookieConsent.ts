/** The consent cookie of document 1 section 3: CookieConsent, kept for one year (31,536,000 s). */
export const CONSENT_COOKIE = 'CookieConsent';
export const CONSENT_MAX_AGE_SECONDS = 31_536_000;

export type ConsentChoice = 'accepted' | 'declined';

function read(doc: Document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The stored choice, or null when the visitor has not chosen yet (or reconsidered). */
export function consentChoice(doc: Document = document): ConsentChoice | null {
  const value = read(doc);
  return value === 'true' ? 'accepted' : value === 'false' ? 'declined' : null;
}

/** Whether the payment provider's library and the beacon may load (document 1 section 2.6). */
export function hasConsent(doc: Document = document): boolean {
  return consentChoice(doc) === 'accepted';
}

export function storeConsent(choice: ConsentChoice, doc: Document = document): void {
  const value = choice === 'accepted' ? 'true' : 'false';
  doc.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** 'Reconsider & Return' clears the choice so that the banner asks again. */
export function clearConsent(doc: Document = document): void {
  doc.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
