import { describe, expect, it } from 'vitest';
import { detailAsset, previewAsset } from '../fixtures/detailFixtures';
import { detailView, hasRecentChanges } from './detailState';

describe('detailView (document 2 section 2)', () => {
  it('shows a revealed fixture row with its data in full', () => {
    expect(detailView(detailAsset('SPY'))).toBe('ready');
  });

  it('shows the preview for an unrevealed ticker with a price', () => {
    expect(detailView(previewAsset('AAPL', 'Apple Inc.', 207.82))).toBe('preview');
  });

  it("shows 'No (resp. not enough) data found' for no data, not enough history, or no price", () => {
    expect(detailView(undefined)).toBe('unknown');
    expect(detailView(detailAsset('SPY', { metaInfo: { strippedReason: 'noData', bars: 0 } }))).toBe('unknown');
    expect(detailView(detailAsset('SPY', { metaInfo: { strippedReason: 'insufficientHistory', bars: 3 } }))).toBe('unknown');
    expect(detailView(detailAsset('SPY', { latestPrice: null }))).toBe('unknown');
    expect(detailView({ ...previewAsset('AAPL', 'Apple Inc.', 207.82), latestPrice: null })).toBe('unknown');
  });

  it('shows the split error when the flag is set or the row was stripped for it', () => {
    expect(detailView(detailAsset('SPY', { potentialSplitError: true }))).toBe('splitError');
    expect(detailView(detailAsset('SPY', { metaInfo: { strippedReason: 'potentialSplitError', bars: 250 } }))).toBe('splitError');
  });

  it('shows the preview, not the split error, for an unrevealed ticker (its analytics stay on the server)', () => {
    expect(detailView({ ...previewAsset('AAPL', 'Apple Inc.', 207.82), potentialSplitError: true })).toBe('preview');
  });

  it('shows a row stripped for another reason, or without a reason, in full', () => {
    expect(detailView(detailAsset('SPY', { metaInfo: { strippedReason: null, bars: 250 } }))).toBe('ready');
  });
});

describe('hasRecentChanges', () => {
  it('is offered for revealed, non-crypto tickers only', () => {
    expect(hasRecentChanges(detailAsset('SPY'), false)).toBe(true);
    expect(hasRecentChanges(previewAsset('AAPL', 'Apple Inc.', 207.82), false)).toBe(false);
    expect(hasRecentChanges(detailAsset('CRYPTO.BTC'), true)).toBe(false);
    expect(hasRecentChanges(null, false)).toBe(false);
    expect(hasRecentChanges(undefined, false)).toBe(false);
  });
});
