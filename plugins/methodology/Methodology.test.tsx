// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithI18n } from '../../engine/testing';
import { resources } from '../../locales/resources';
import { METHODOLOGY_METRICS, METHODOLOGY_VERSION } from '../../product/methodologyRules';
import MethodologyScreen from './screens/MethodologyScreen';
import MethodologyIndexScreen from './screens/MethodologyIndexScreen';

function at(path: string, language: 'en' | 'de' = 'en') {
  return renderWithI18n(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/help/methodology" element={<MethodologyIndexScreen />} />
        <Route path="/help/methodology/:metric" element={<MethodologyScreen />} />
      </Routes>
    </MemoryRouter>,
    language,
  );
}

afterEach(cleanup);

describe('methodology pages', () => {
  it('shows the formula, the parameters, the data, the as-of date, the ticker, the value and the version', () => {
    at('/help/methodology/iv-rank?asOf=2026-11-20&ticker=SPY&value=42.17');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Methodology: IV rank');
    expect(screen.getByTestId('methodology-as-of').textContent).toBe('11/20/2026');
    expect(screen.getByTestId('methodology-ticker').textContent).toBe('SPY');
    expect(screen.getByTestId('methodology-value').textContent).toBe('42.17');
    expect(screen.getByTestId('methodology-version').textContent).toBe(`Methodology version ${METHODOLOGY_VERSION}`);
    expect(screen.getByText('rank = (IV − min) / (max − min) × 100')).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBe(2);
  });

  it('in German, with the German date format; a missing date is said so', () => {
    at('/help/methodology/trend?asOf=2026-11-20', 'de');
    expect(screen.getByTestId('methodology-as-of').textContent).toBe('20.11.2026');
    expect(screen.getByTestId('methodology-version').textContent).toBe(`Methodik-Version ${METHODOLOGY_VERSION}`);
    cleanup();
    at('/help/methodology/trend?asOf=yesterday');
    expect(screen.getByTestId('methodology-as-of').textContent).toBe('not given');
  });

  it('an unknown metric says there is no page; the index links every metric', () => {
    at('/help/methodology/volatility');
    expect(screen.getByRole('alert').textContent).toContain('“volatility”');
    cleanup();
    at('/help/methodology');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(METHODOLOGY_METRICS.map((m) => `/help/methodology/${m}`));
  });

  it('every metric has its texts in both languages, with at least one parameter', () => {
    for (const language of ['en', 'de'] as const) {
      const metrics = resources[language].methodology.metrics as Record<string, { name: string; formula: string; parameters: string[]; data: string }>;
      for (const metric of METHODOLOGY_METRICS) {
        const texts = metrics[metric];
        expect(texts?.name && texts.formula && texts.data, `${language} ${metric}`).toBeTruthy();
        expect(texts?.parameters.length).toBeGreaterThan(0);
      }
    }
  });
});
