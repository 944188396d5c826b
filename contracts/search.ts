/** The ticker search: GET /api/searchTicker, /api/searchCrypto and /api/resolveISIN. */
import type { InstrumentType } from './assets';

/** One hit of the autocomplete (/searchTicker, /searchCrypto). */
export interface SearchHit {
  ticker: string;
  name: string;
  type: InstrumentType;
  /** The short exchange name (NASDAQ, ARCA, CBOE, CRYPTO …). */
  exchange: string;
  isin?: string;
  /** Crypto only: BASE/USD as the tables show it. */
  display?: string;
}

/** GET /api/resolveISIN?isin (404 ISIN_NOT_FOUND when no instrument has it). */
export interface ResolvedIsin {
  symbol: string;
  name: string;
}
