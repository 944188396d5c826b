/**
 * Quant-Studio (issue 23 scope 5): whole POST /api/quant-studio/run requests — input checks, the
 * closes of 50 tickers and SPY over 10 years (plus the warm-up) read from the market source, the
 * simulation, the statistics, the token charge and the stored run — on an app in this process over
 * an in-memory PGlite and a simulated market with 11 years of history. Target: ≤ 2 s per run.
 * The first request of each strategy (the simulated market generating the candles) is timed apart;
 * then the median of `runs`. `npx tsx scripts/bench/quantStudioBench.ts [tickers] [years]` prints the rows.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { users } from '../../server/db/schema';
import { createOutboxMailer } from '../../server/mail/mailer';
import { MarketService } from '../../server/market/marketService';
import { createSimulatedMarket } from '../../server/market/simulation';
import { seedDemo } from '../../server/seed/seedDemo';
import { book } from '../../server/users/balances';
import type { QuantRunAnswer, QuantRunRequest, QuantStrategyId } from '../../contracts';
import { demoAuthorization } from './demoAuthorization';

export interface QuantStudioBenchRow {
  measure: string;
  value: string;
  target: string;
  met: string;
}

const AT = new Date('2026-11-20T22:00:00Z');

export async function quantStudioBench(options: { tickers?: number; years?: number; runs?: number } = {}): Promise<QuantStudioBenchRow[]> {
  const count = options.tickers ?? 50;
  const years = options.years ?? 10;
  const runs = options.runs ?? 5;
  const database = await openDatabase({});
  await database.migrate();
  const config = loadConfig({ CLIENT_DIR: '/nonexistent', RATE_LIMIT_LOGIN: '100000' });
  await seedDemo({ db: database.db, embedded: true, force: false, password: config.demoPassword, productId: config.productId, now: AT });
  const source = createSimulatedMarket({ seed: 'quant-bench', size: count * 4, historyStart: `${AT.getUTCFullYear() - years - 1}-01-01`, now: () => AT });
  const market = new MarketService({ source, now: () => AT, workers: 0 });
  await market.refresh();
  const app = await buildApp({ config, db: database.db, mailer: createOutboxMailer(database.db), now: () => AT, market }, { logger: false });
  const rows: QuantStudioBenchRow[] = [];
  try {
    const authorization = await demoAuthorization(app, config.demoPassword);
    const [elite] = await database.db.select({ id: users.id }).from(users).where(eq(users.usernameLower, 'demoelite'));
    await book(database.db, { userId: elite!.id, account: 'token', delta: 1000, reason: 'bench' });
    const tickers = source.listInstruments().filter((i) => i.type === 'stock' || i.type === 'etf').slice(0, count).map((i) => i.ticker);
    const to = source.lastCompletedSession(AT);
    const from = `${Number(to.slice(0, 4)) - years}${to.slice(4)}`;
    const ms = (v: number): string => `${v.toFixed(0)} ms`;
    const strategies: QuantStrategyId[] = ['trendFollowing', 'rangeReversion'];
    for (const strategy of strategies) {
      const body: QuantRunRequest = { universe: { kind: 'tickers', tickers }, strategy, from, to, sizing: 'volatility', costBps: 10 };
      let sessions = 0;
      const once = async (): Promise<number> => {
        const t0 = performance.now();
        const res = await app.inject({ method: 'POST', url: '/api/quant-studio/run', headers: { authorization }, payload: body as unknown as Record<string, unknown> });
        const took = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`quant-studio run ${strategy}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        sessions = (res.json() as QuantRunAnswer).result.dates.length;
        return took;
      };
      const first = await once();
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await once());
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      rows.push({ measure: `POST /api/quant-studio/run ${strategy}, first (candles generated)`, value: ms(first), target: '', met: '' });
      rows.push({
        measure: `POST /api/quant-studio/run ${strategy}, ${tickers.length} tickers × ${sessions} sessions (median of ${runs})`,
        value: ms(median), target: '≤ 2000 ms', met: median <= 2000 ? 'yes' : 'no',
      });
    }
  } finally {
    await app.close();
    await market.stop();
    await database.close();
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [tickers, years] = process.argv.slice(2).map(Number);
  console.table(await quantStudioBench({ tickers: tickers || undefined, years: years || undefined }));
}
