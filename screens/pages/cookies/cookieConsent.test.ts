// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearConsent, consentChoice, hasConsent, storeConsent } from './cookieConsent';

afterEach(() => clearConsent());

describe('cookie consent', () => {
  it('has no choice at first', () => {
    expect(consentChoice()).toBeNull();
    expect(hasConsent()).toBe(false);
  });

  it('remembers accept and decline, and forgets on reconsider', () => {
    storeConsent('accepted');
    expect(hasConsent()).toBe(true);
    storeConsent('declined');
    expect(consentChoice()).toBe('declined');
    clearConsent();
    expect(consentChoice()).toBeNull();
  });
});
