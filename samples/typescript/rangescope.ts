export {};

/**
 * RangeScope API v2 from TypeScript (Node 20+, global fetch): reads one asset, several assets,
 * your lists and a page of the signal feed, and prints them.
 *
 *   RANGESCOPE_URL=https://your-host RANGESCOPE_TOKEN=rs_... npx tsx rangescope.ts
 */
const base = (process.env.RANGESCOPE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const token = process.env.RANGESCOPE_TOKEN;
if (!token) throw new Error('Set RANGESCOPE_TOKEN to a token from /extras/api');

interface ApiErrorBody { statusCode: number; code?: string | number; message: string }

async function call<T>(path: string): Promise<T> {
  const res = await fetch(`${base}/api/v2${path}`, { headers: { authorization: `Bearer ${token}` } });
  const remaining = res.headers.get('ratelimit-remaining');
  if (!res.ok) {
    const body = (await res.json()) as ApiErrorBody;
    throw new Error(`${res.status} ${body.code ?? ''}: ${body.message}`);
  }
  if (remaining !== null && Number(remaining) < 5) console.warn(`only ${remaining} calls left in this window`);
  return (await res.json()) as T;
}

interface Asset { ticker: string; isActive: boolean; latestPrice?: number | null; lowerVolatilityRange?: number | null; upperVolatilityRange?: number | null }
interface List { name: string; includedTicker: string[] }
interface SignalPage { signals: { date: string; ticker: string; signalClass: string; signalDirectionNew: string }[]; nextCursor: string | null; hasMore: boolean }

const spy = await call<Asset>('/asset/SPY');
console.log(`asset ${spy.ticker}: price ${spy.latestPrice} range ${spy.lowerVolatilityRange} - ${spy.upperVolatilityRange}`);
const assets = await call<Asset[]>(`/asset?idIn=${encodeURIComponent('SPY,QQQ,GLD')}`);
for (const a of assets) console.log(`asset ${a.ticker}: ${a.isActive ? 'revealed' : 'preview'}`);
const lists = await call<List[]>('/watchlist');
for (const l of lists) console.log(`list ${l.name}: ${l.includedTicker.length} tickers`);
const page = await call<SignalPage>('/signals?limit=5');
for (const s of page.signals) console.log(`signal ${s.date} ${s.ticker} ${s.signalClass} -> ${s.signalDirectionNew}`);
console.log(`next cursor: ${page.nextCursor}`);
