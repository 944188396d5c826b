import { describe, expect, it } from 'vitest';
import { checkAddDraft, EMPTY_DRAFT } from './addForm';

const draft = (over: Partial<typeof EMPTY_DRAFT>) => ({ ...EMPTY_DRAFT, name: 'Mine', tickers: 'SPY, QQQ', ...over });
const problem = (over: Partial<typeof EMPTY_DRAFT>) => {
  const r = checkAddDraft(draft(over));
  return 'problem' in r ? r.problem.key : null;
};

describe('the Add Correlation form', () => {
  it('defaults to 30 days and accepts a name with two tickers', () => {
    expect(EMPTY_DRAFT.timeFrame).toBe('30');
    expect(checkAddDraft(draft({ tickers: ' spy, ,qqq,, ' }))).toEqual({ values: { name: 'Mine', tickers: ['SPY', 'QQQ'], timeFrame: 30 } });
  });

  it('checks in the spec\'s order: name, two tickers, time frame', () => {
    expect(problem({ name: '  ', tickers: '' })).toBe('add.nameRequired');
    expect(problem({ tickers: 'SPY, , spy' })).toBe('add.tickersRequired');
    expect(problem({ tickers: 'SPY,CRYPTO.BTC' })).toBe('add.cryptoTicker');
    expect(problem({ tickers: 'SPY,S P Y' })).toBe('add.invalidTicker');
    expect(problem({ timeFrame: '0' })).toBe('add.timeFrameInvalid');
    expect(problem({ timeFrame: '' })).toBe('add.timeFrameInvalid');
    expect(problem({ timeFrame: '-5' })).toBe('add.timeFrameInvalid');
    expect(problem({ timeFrame: '2' })).toBe('add.timeFrameRange');
    expect(problem({ timeFrame: '251' })).toBe('add.timeFrameRange');
    expect(problem({ tickers: Array.from({ length: 51 }, (_, i) => `T${i}`).join(',') })).toBe('add.tooManyTickers');
  });
});
