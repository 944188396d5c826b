/**
 * `/api/assetData` under load (issue 4): a real server on a loopback port over a 3,000-instrument
 * simulated market, signed in as demoelite, hammered by autocannon with the client's chunks of 15
 * tickers in full and conservative mode. `npx tsx scripts/bench/assetDataBench.ts` prints the rows.
 */
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../../server/app';
import { demoAuthorization } from './demoAuthorization';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { createOutboxMailer } from '../../server/mail/mailer';
import { seedDemo } from '../../server/seed/seedDemo';
import { MarketService } from '../../server/market/marketService';
import { createSimulatedMarket } from '../../server/market/simulation';
import { TICKER_RULES } from '../../product/tickerAccess';

export interface AssetDataBenchRow {
  call: string;
  connections: number;
  'requests/s': string;
  'p50 ms': string;
  'p99 ms': string;
  errors: number;
}

const AT = new Date('2026-11-20T18:00:00Z');
const SIZE = 3000;

export async function assetDataBench(durationSeconds = 8, connections = 16): Promise<AssetDataBenchRow[]> {
  const database = await openDatabase({});
  await database.migrate();
  const config = loadConfig({ RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_LOGIN_ACCOUNT: '100000', CLIENT_DIR: '/nonexistent' });
  await seedDemo({ db: database.db, embedded: true, force: false, password: config.demoPassword, productId: config.productId, now: AT });
  const source = createSimulatedMarket({ seed: 'bench', size: SIZE, now: () => AT });
  const market = new MarketService({ source, seed: 'bench', size: SIZE, now: () => AT });
  await market.refresh();
  const app = await buildApp({ config, db: database.db, mailer: createOutboxMailer(database.db), now: () => AT, market }, { logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const authorization = await demoAuthorization(app, config.demoPassword);
    const tickers = (market.store()!.columnValues('ticker') as string[]).filter((t) => !t.startsWith('CRYPTO.'));
    // Chunks as the client sends them, rotating through the universe.
    const paths = (mode: string): string[] =>
      Array.from({ length: 100 }, (_, i) => {
        const chunk = tickers.slice((i * TICKER_RULES.assetChunk) % (tickers.length - 15), ((i * TICKER_RULES.assetChunk) % (tickers.length - 15)) + 15);
        return `/api/assetData?ticker=${chunk.map(encodeURIComponent).join('+')}&mode=${mode}`;
      });
    const rows: AssetDataBenchRow[] = [];
    for (const mode of ['full', 'conservative']) {
      const list = paths(mode);
      let next = 0;
      const result = await autocannon({
        url: address, connections, duration: durationSeconds, headers: { authorization },
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: list[next++ % list.length]! }) }],
      });
      rows.push({
        call: `GET /api/assetData (15 tickers, ${mode})`, connections,
        'requests/s': result.requests.average.toFixed(0), 'p50 ms': result.latency.p50.toFixed(1), 'p99 ms': result.latency.p99.toFixed(1),
        errors: result.errors + result.non2xx,
      });
    }
    return rows;
  } finally {
    await app.close();
    await market.stop();
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(await assetDataBench());
