import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../../engine/ui';
import { formatEur } from './money';

const en = formattersFor('en-US');
const de = formattersFor('de-DE');

describe('formatEur', () => {
  it('writes the currency code first and two decimals', () => {
    expect(formatEur(5712, en)).toBe('EUR 57.12');
    expect(formatEur(100, en)).toBe('EUR 1.00');
    expect(formatEur(7600, en)).toBe('EUR 76.00');
  });

  it('writes the German decimal comma and thousands dot', () => {
    expect(formatEur(5712, de)).toBe('EUR 57,12');
    expect(formatEur(49700, de)).toBe('EUR 497,00');
    expect(formatEur(132700, de)).toBe('EUR 1.327,00');
  });

  it('writes English thousands separators', () => {
    expect(formatEur(132700, en)).toBe('EUR 1,327.00');
  });

  it('writes a free amount and single cents', () => {
    expect(formatEur(0, en)).toBe('EUR 0.00');
    expect(formatEur(5, de)).toBe('EUR 0,05');
  });
});
