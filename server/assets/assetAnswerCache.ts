/**
 * Whole answers of the asset row calls (/assetData, v2 /asset) as bytes, kept with the snapshot's
 * store (issue 24). Each row's bytes are already kept (assetViewBytes); an answer still took, per
 * ticker, a row index, a quote, a view key and a copy: a sixth of a cached read's CPU. A table
 * refresh asks the same chunks again and again (every member on a list sees its chunks; every
 * 15 s), so the answer for the same tickers, reveal state, market state and quote window is kept.
 *
 * What an answer depends on is all in its key: the tickers in order, which of them the caller sees
 * in full (one character each), the mode, whether the US market is open and, in full mode, the
 * quote window (quoteCache: one quote per ticker and window). A new snapshot has a new store and so
 * new answers; a new quote window drops the full-mode answers of the old one. At most
 * ASSET_ANSWER_BYTES are kept per store and mode, the oldest answer dropped first.
 */
import type { AssetMode } from './assetDataRoutes';

/** The bytes kept per store and mode: about 280 answers of 15 full rows (57 KB). */
export const ASSET_ANSWER_BYTES = 16 * 1024 * 1024;

class Answers {
  private readonly kept = new Map<string, Buffer>();
  private bytes = 0;
  /** The quote window the kept answers belong to (full mode; 0 in conservative mode). */
  window = 0;

  get(key: string): Buffer | undefined {
    return this.kept.get(key);
  }

  set(key: string, answer: Buffer): void {
    if (answer.length > ASSET_ANSWER_BYTES || this.kept.has(key)) return;
    this.kept.set(key, answer);
    this.bytes += answer.length;
    for (const [oldest, bytes] of this.kept) {
      if (this.bytes <= ASSET_ANSWER_BYTES) break;
      this.kept.delete(oldest);
      this.bytes -= bytes.length;
    }
  }

  clear(window: number): void {
    this.kept.clear();
    this.bytes = 0;
    this.window = window;
  }
}

const byStore = new WeakMap<object, { full: Answers; conservative: Answers }>();

export interface AnswerState {
  mode: AssetMode;
  isUSMarketOpen: boolean;
  /** The quote window of the request (full mode). */
  window: number;
}

/**
 * The kept answer for `tickers` with `state`, or the one `build` makes (then kept). `seen` says,
 * per ticker, whether the caller sees it in full.
 */
export function assetAnswer(store: object, tickers: readonly string[], seen: (ticker: string) => boolean, state: AnswerState, build: () => Buffer): Buffer {
  let modes = byStore.get(store);
  if (!modes) byStore.set(store, (modes = { full: new Answers(), conservative: new Answers() }));
  const answers = modes[state.mode];
  const window = state.mode === 'full' ? state.window : 0;
  if (answers.window !== window) answers.clear(window);
  let mask = state.isUSMarketOpen ? 'o' : 'c';
  for (const ticker of tickers) mask += seen(ticker) ? '1' : '0';
  const key = `${mask}|${tickers.join(',')}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = build();
    answers.set(key, answer);
  }
  return answer;
}
