import { describe, expect, it } from 'vitest';
import { ASSET_ANSWER_BYTES, assetAnswer, type AnswerState } from './assetAnswerCache';

const full = (window: number, isUSMarketOpen = true): AnswerState => ({ mode: 'full', isUSMarketOpen, window });
const conservative: AnswerState = { mode: 'conservative', isUSMarketOpen: true, window: 7 };

/** assetAnswer with a build that counts its calls and answers a new buffer each time. */
function counted(store: object) {
  let builds = 0;
  const answer = (tickers: string[], seen: (t: string) => boolean, state: AnswerState, size = 10) =>
    assetAnswer(store, tickers, seen, state, () => {
      builds += 1;
      return Buffer.alloc(size, builds);
    });
  return { answer, builds: () => builds };
}

const all = () => true;

describe('assetAnswer', () => {
  it('builds an answer once and gives the same bytes again', () => {
    const { answer, builds } = counted({});
    const first = answer(['AAPL', 'MSFT'], all, full(1));
    expect(answer(['AAPL', 'MSFT'], all, full(1))).toBe(first);
    expect(builds()).toBe(1);
  });

  it('keeps apart what changes an answer: tickers and their order, reveal state, market state, mode, store', () => {
    const store = {};
    const { answer, builds } = counted(store);
    answer(['AAPL', 'MSFT'], all, full(1));
    answer(['MSFT', 'AAPL'], all, full(1));
    answer(['AAPL', 'MSFT'], (t) => t === 'AAPL', full(1));
    answer(['AAPL', 'MSFT'], all, full(1, false));
    answer(['AAPL', 'MSFT'], all, conservative);
    expect(builds()).toBe(5);
    const other = counted({});
    other.answer(['AAPL', 'MSFT'], all, full(1));
    expect(other.builds()).toBe(1);
  });

  it('drops the full answers of an old quote window; the conservative ones do not depend on it', () => {
    const { answer, builds } = counted({});
    const old = answer(['AAPL'], all, full(1));
    answer(['AAPL'], all, conservative);
    expect(answer(['AAPL'], all, full(2))).not.toBe(old);
    expect(builds()).toBe(2 + 1);
    answer(['AAPL'], all, { ...conservative, window: 9 });
    expect(builds()).toBe(3);
  });

  it('keeps at most ASSET_ANSWER_BYTES per store and mode, dropping the oldest answer first', () => {
    const { answer, builds } = counted({});
    const size = ASSET_ANSWER_BYTES / 4;
    for (const t of ['A', 'B', 'C', 'D']) answer([t], all, full(1), size);
    expect(builds()).toBe(4);
    answer(['E'], all, full(1), size);
    answer(['B'], all, full(1), size);
    expect(builds()).toBe(5);
    answer(['A'], all, full(1), size);
    expect(builds()).toBe(6);
  });
});
