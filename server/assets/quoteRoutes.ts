/**
 * POST /quote {tickers: [...]} (or a bare array): the current quote of each known ticker, for the
 * last-price refresh. Free of charge: no token, no EOD request. Unknown tickers are left out.
 */
import { cachedQuote } from './quoteCache';
import type { FastifyInstance } from 'fastify';
import * as s from '../http/schemas';
import { percentChange } from '../market/analytics';
import type { Quote } from '../market/source/marketDataSource';
import type { QuoteBody, QuoteView } from '../../contracts';
import { marketInstant } from './assetDataRoutes';
import { requireMarket } from './marketAccess';
import { parseTickerList } from './tickerParams';

export type { QuoteView };

export function quoteView(quote: Quote): QuoteView {
  const previous = quote.previousClose;
  const change = previous !== null ? quote.price - previous : NaN;
  const percent = previous !== null ? percentChange(previous, quote.price) : NaN;
  return {
    ticker: quote.ticker, price: quote.price, time: quote.time, source: quote.source, previousClose: previous,
    change: Number.isFinite(change) ? change : null, percentChange: Number.isFinite(percent) ? percent : null, marketOpen: quote.marketOpen,
  };
}

const tickerArray = { type: 'array', maxItems: 2000, items: { type: 'string', maxLength: 200 } } as const;
const quoteBody = { anyOf: [tickerArray, s.object({ tickers: { anyOf: [tickerArray, { type: 'string', maxLength: 20_000 }] } }, ['tickers'])] };

export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: QuoteBody; Reply: QuoteView[] }>('/quote', {
    config: { auth: true }, schema: { body: quoteBody },
  }, async (req) => {
    const tickers = parseTickerList(Array.isArray(req.body) ? req.body : req.body.tickers, 'tickers');
    const { source } = requireMarket(app);
    const at = marketInstant(app, source);
    const quotes: QuoteView[] = [];
    for (const ticker of tickers) {
      const quote = cachedQuote(source, ticker, at);
      if (quote) quotes.push(quoteView(quote));
    }
    return quotes;
  });
}
