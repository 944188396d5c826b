/** Fixture answers of the dev-only pages' calls (issue 28 scope 9), for stories and tests. */
import { fixtureFor, shippedModel } from '../../../models/fixtures';
import type { ListModel } from '../../../engine/core';
import type { AdminAlertHistoryAnswer, ListAnswer, ManagedPortfolioAnswer, ModelListAnswer } from '../../../contracts';
import type { ThemeTokens } from '../logic/themeTokens';

export const EXPLORER_MODEL = 'DomainSupportTicket';

export function explorerModelsFixture(): ModelListAnswer<{ modelClass: string }> {
  return {
    models: [
      { name: EXPLORER_MODEL, modelClass: 'ListModel', origin: 'shipped', version: null },
      { name: EXPLORER_MODEL, modelClass: 'EntityModel', origin: 'shipped', version: null },
      { name: 'DomainFAQEntry', modelClass: 'ListModel', origin: 'shipped', version: null },
    ] as ModelListAnswer<{ modelClass: string }>['models'],
    datasets: ['assets'],
  };
}

export function explorerListModel(): ListModel {
  return shippedModel('ListModel', EXPLORER_MODEL) as ListModel;
}

/** The model's fixture rows, repeated so that the explorer has a second page (60 records, 50 a page). */
export function explorerRows(page: number, pageSize: number): ListAnswer {
  const fixture = fixtureFor('ListModel', EXPLORER_MODEL);
  const base = fixture && 'rows' in fixture ? fixture.rows : [];
  const all = Array.from({ length: 60 }, (_, i) => {
    const row = base[i % Math.max(base.length, 1)] ?? {};
    return { ...row, id: `t${i + 1}`, payload: { ...(row.payload as Record<string, unknown> | undefined), title: `Ticket ${i + 1}` } };
  });
  return { rows: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, maxCacheAge: 0 };
}

export function alertHistoryFixture(page = 1): AdminAlertHistoryAnswer {
  const delivered = { attempts: 1, lastError: null, deliveredAt: '2026-11-26T21:05:00.000Z' };
  const entries = [
    { username: 'annamember', ticker: 'SPY', firedAt: '2026-11-26T21:05:00.000Z', value: 612.4, level: 610 },
    { username: 'bernd', ticker: 'NVDA', firedAt: '2026-11-25T21:05:00.000Z', value: 181.2, level: 180 },
    { username: 'annamember', ticker: 'QQQ', firedAt: '2026-11-24T21:05:00.000Z', value: 'bullish', level: null },
  ].map((e, i) => ({
    id: `00000000-0000-4000-8000-00000000000${i + 1}`, alertId: `00000000-0000-4000-8000-00000000010${i + 1}`, alertName: `${e.ticker} alert`,
    condition: { type: 'price', direction: 'above', threshold: 100 }, deliveries: [{ channel: 'app', status: 'delivered', ...delivered }], ...e,
  })) as AdminAlertHistoryAnswer['entries'];
  return { entries: page === 1 ? entries : [], page, pageSize: 50, total: entries.length };
}

export function managedPortfolioFixture(): ManagedPortfolioAnswer {
  return {
    asOfDate: '2026-11-26', lastSession: '2026-11-26', initialCash: 1_000_000,
    portfolios: [{
      id: 'sectorsTrendFollowing', strategy: 'trendFollowing', benchmark: ['SPY'],
      simulation: {
        equity: 1_250_000, cash: 250_000,
        positions: [
          { ticker: 'XLK', value: 600_000, weight: 0.48, lastTradeDate: '2026-11-02', lastTradePrice: 241.5 },
          { ticker: 'XLF', value: 400_000, weight: 0.32, lastTradeDate: '2026-10-20', lastTradePrice: 51.2 },
        ],
      },
      simulationRA: { equity: 1_100_000, cash: 1_100_000, positions: [] },
    }],
  };
}

/** Tokens as themeTokensOf reads them from screens/theme.css and screens/shell/shell.css (a sample). */
export function themeTokensFixture(): ThemeTokens {
  return {
    base: [{ name: '--bg', value: '#0b0e14' }, { name: '--text', value: '#e6e9ef' }],
    dark: [{ name: '--bg', value: '#050608' }, { name: '--text', value: '#e8eaef' }, { name: '--accent', value: '#4f8dfd' }, { name: '--shadow', value: '0 10px 30px rgb(0 0 0 / 60%)' }],
    light: [{ name: '--bg', value: '#f3f5f8' }, { name: '--text', value: '#121826' }, { name: '--accent', value: '#2563eb' }, { name: '--shadow', value: '0 10px 30px rgb(15 23 42 / 12%)' }],
  };
}
