import { describe, expect, it } from 'vitest';
import { resolveText, type Translate } from './localizedText';

const t: Translate = (key, options = {}) => ({ 'models:X.title': 'Titel' } as Record<string, string>)[key] ?? String(options.defaultValue ?? key);

describe('resolveText', () => {
  it('inline texts by language, English for any other', () => {
    const text = { en: 'Title', de: 'Titel' };
    expect(resolveText(text, 'en')).toBe('Title');
    expect(resolveText(text, 'de', t)).toBe('Titel');
    expect(resolveText(text, 'fr')).toBe('Title');
  });
  it('a key through t', () => {
    expect(resolveText('models:X.title', 'de', t)).toBe('Titel');
  });
  it('a key t does not know stays as it is', () => {
    expect(resolveText('Plain text', 'de', t)).toBe('Plain text');
  });
  it('a string without t as it is', () => {
    expect(resolveText('models:X.title', 'de')).toBe('models:X.title');
  });
  it('undefined gives the fallback', () => {
    expect(resolveText(undefined, 'en')).toBe('');
    expect(resolveText(undefined, 'en', t, 'fallback')).toBe('fallback');
  });
});
