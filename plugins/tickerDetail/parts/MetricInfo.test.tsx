// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithI18n } from '../../../engine/testing';
import { MetricInfo } from './MetricInfo';

afterEach(cleanup);

describe('MetricInfo', () => {
  it('links the metric page with the ticker, the value shown and the as-of date of the ticker\'s ranges', () => {
    renderWithI18n(
      <MemoryRouter>
        <MetricInfo metric="iv-rank" label="IV rank" value="42.17" asset={{ ticker: 'SPY', latestPriceDate: '2026-11-21T21:00:00Z', latestRangeDate: '2026-11-20' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'How “IV rank” is computed' }).getAttribute('href'))
      .toBe('/help/methodology/iv-rank?asOf=2026-11-20&ticker=SPY&value=42.17');
  });

  it('without a number (shown as –) the value is left out; without a range date the price date counts', () => {
    renderWithI18n(
      <MemoryRouter>
        <MetricInfo metric="trend" label="Trend" value="–" asset={{ ticker: 'QQQ', latestPriceDate: '2026-11-18T21:00:00Z' }} />
      </MemoryRouter>,
      'de',
    );
    expect(screen.getByRole('link', { name: 'So wird „Trend“ berechnet' }).getAttribute('href')).toBe('/help/methodology/trend?asOf=2026-11-18&ticker=QQQ');
  });
});
