import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../../engine/i18n';
import type { AlertCondition } from '../../../contracts';
import { conditionWords, observedWords, targetWords } from './conditionWords';

const en = setupI18n('en');
const de = setupI18n('de');
const t = (key: string, options?: Record<string, unknown>) => en.t(key, options);
const tDe = (key: string, options?: Record<string, unknown>) => de.t(key, options);

describe('conditionWords', () => {
  it.each<[AlertCondition, string]>([
    [{ type: 'rangeCross', horizon: 'short', band: 'upper' }, 'Price crosses the short-term upper range'],
    [{ type: 'rangeCross', horizon: 'long', band: 'lower', withinPercent: 2.5 }, 'Price comes within 2.5 % of the long-term lower range'],
    [{ type: 'ratingChange', rating: 'trend', to: 'any' }, 'Trend rating changes'],
    [{ type: 'ratingChange', rating: 'momentum', to: 'momentumNeutralDanger' }, 'Momentum rating changes to Momentum neutral (danger)'],
    [{ type: 'gammaCross', level: 'flip', direction: 'above' }, 'Price crosses above the gamma flip'],
    [{ type: 'gammaCross', level: 'putWall', direction: 'either' }, 'Price crosses the put wall'],
    [{ type: 'metricThreshold', metric: 'ivRank', direction: 'above', threshold: 80 }, 'IV rank above 80'],
    [{ type: 'metricThreshold', metric: 'h64', direction: 'below', threshold: 0.45 }, 'h64 below 0.45'],
    [{ type: 'scanMembership', change: 'either' }, 'The scan gains or loses a ticker'],
    [{ type: 'price', direction: 'below', threshold: 1234.5 }, 'Price below 1,234.5'],
  ])('%j reads %s', (condition, words) => {
    expect(conditionWords(condition, t)).toBe(words);
  });

  it('speaks German with German numbers', () => {
    expect(conditionWords({ type: 'price', direction: 'above', threshold: 1234.5 }, tDe, 'de')).toBe('Kurs über 1.234,5');
    expect(conditionWords({ type: 'rangeCross', horizon: 'short', band: 'upper' }, tDe, 'de')).toBe('Kurs kreuzt die obere kurzfristige Range');
  });
});

describe('targetWords and observedWords', () => {
  it('names the ticker, the list and the scan (by title when known)', () => {
    expect(targetWords({ kind: 'ticker', ticker: 'SPY' }, t)).toBe('SPY');
    expect(targetWords({ kind: 'list', listName: 'TECH' }, t)).toBe('List TECH');
    expect(targetWords({ kind: 'scan', scanId: 's1' }, t, (id) => (id === 's1' ? 'Leaders' : undefined))).toBe('Scan Leaders');
    expect(targetWords({ kind: 'scan', scanId: 's2' }, t)).toBe('Scan s2');
  });

  it('shows numbers formatted, ratings by name and nothing for no level', () => {
    expect(observedWords(1234.56789, t)).toBe('1,234.5679');
    expect(observedWords('trendBullish', t)).toBe('Trend bullish');
    expect(observedWords(null, t)).toBe('');
  });
});
