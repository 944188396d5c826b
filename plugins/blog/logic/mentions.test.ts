// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { decorateMentions, directionOf } from './mentions';
import type { PostLiveData } from '../../../contracts';

const live: PostLiveData = {
  quotes: { SPY: { quote: { companyName: 'SPDR S&P 500 ETF', changePercent: 1.25, current_price: 600 } }, TLT: { quote: { companyName: 'iShares 20+ Year Treasury', changePercent: -0.5, current_price: 90 } } },
  trends: { SPY: 'trendBullish', TLT: 'trendBearish' },
};
const labels = { change: (v: number | null) => (v === null ? 'n/A' : `${v > 0 ? '+' : ''}${v.toFixed(2)}%`), trend: (t: string) => t.replace('trend', ''), path: (t: string) => `/dashboard/detail/${t}/d` };

describe('ticker mentions', () => {
  it('turn $SPY into a link with company name, signed change coloured by sign, and trend; built as nodes, not HTML', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Buy $SPY. Hedge with $TLT, not US$5 or $spy; <a href="/x">$QQQ</a> <code>$IWM</code> $NEW</p>';
    expect(decorateMentions(root, live, labels)).toBe(3);
    const spy = root.querySelector('[data-ticker=SPY]')!;
    expect(spy.getAttribute('data-direction')).toBe('up');
    expect(spy.getAttribute('data-trend')).toBe('trendBullish');
    expect(spy.textContent).toBe('$SPY SPDR S&P 500 ETF +1.25% ↗ Bullish');
    expect(spy.querySelector('a')!.getAttribute('href')).toBe('/dashboard/detail/SPY/d');
    // The sentence's full stop stays text after the mention.
    expect(spy.nextSibling!.textContent!.startsWith('.')).toBe(true);
    expect(root.querySelector('[data-ticker=TLT]')!.getAttribute('data-direction')).toBe('down');
    // Without live data: a plain link.
    expect(root.querySelector('[data-ticker=NEW]')!.textContent).toBe('$NEW');
    expect(root.querySelector('a[href="/x"]')!.textContent).toBe('$QQQ');
    expect(root.querySelector('code')!.textContent).toBe('$IWM');
    expect(root.textContent).toContain('US$5 or $spy');
  });

  it('does not read markup from company names', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>$EVIL</p>';
    decorateMentions(root, { quotes: { EVIL: { quote: { companyName: '<img src=x onerror=alert(1)>', changePercent: 0, current_price: 1 } } }, trends: {} }, labels);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('[data-ticker=EVIL]')!.getAttribute('data-direction')).toBe('flat');
  });

  it('reads the direction of a change', () => {
    expect([directionOf(1), directionOf(-1), directionOf(0), directionOf(null), directionOf(Number.NaN)]).toEqual(['up', 'down', 'flat', 'unknown', 'unknown']);
  });
});
