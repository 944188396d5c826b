import { describe, expect, it, vi } from 'vitest';
import type { Translate } from './localizedText';
import { withTextCache } from './textCache';

const texts: Record<string, string> = { 'signal.bullish': 'Bullish', 'tables:row.loading': 'Loading' };

describe('withTextCache', () => {
  it('asks once for a key without options and answers the same text after', () => {
    const translate = vi.fn<Translate>((key) => texts[key] ?? key);
    const t = withTextCache(translate);
    expect(t('signal.bullish')).toBe('Bullish');
    expect(t('signal.bullish')).toBe('Bullish');
    expect(t('tables:row.loading')).toBe('Loading');
    expect(t('tables:row.loading')).toBe('Loading');
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it('always asks for keys with options', () => {
    const translate = vi.fn<Translate>((key, options) => `${key} ${String(options?.n)}`);
    const t = withTextCache(translate);
    expect(t('count', { n: 1 })).toBe('count 1');
    expect(t('count', { n: 2 })).toBe('count 2');
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it('does not remember a missing text, which may still load', () => {
    const loaded: Record<string, string> = {};
    // i18next answers a missing key without its namespace.
    const t = withTextCache((key) => loaded[key] ?? key.slice(key.indexOf(':') + 1));
    expect(t('tables:trend.highHurst')).toBe('trend.highHurst');
    loaded['tables:trend.highHurst'] = 'high Hurst';
    expect(t('tables:trend.highHurst')).toBe('high Hurst');
    expect(t('signal.none')).toBe('signal.none');
  });
});
