import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, RESULTS_PAGE_SIZE, pageCount, pageRange, resultsBody } from './resultsQuery';

describe('the results call', () => {
  it('always names a sort: the default is ticker ascending', () => {
    expect(resultsBody(FIRST_PAGE)).toEqual({ sort: { field: 'ticker', order: 'asc' }, page: 1, pageSize: RESULTS_PAGE_SIZE });
  });

  it('sends the table\u2019s sort and column filters', () => {
    expect(resultsBody({ page: 3, sort: { key: 'h64', direction: 'desc' }, filters: [{ filterKey: 'sector', type: 'in', val: ['Energy'] }] }, 500)).toEqual({
      sort: { field: 'h64', order: 'desc' }, page: 3, pageSize: 500, filterQuery: [{ filterKey: 'sector', type: 'in', val: ['Energy'] }],
    });
  });

  it('counts pages and the rows of one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageRange(2, 120, 50)).toEqual({ from: 51, to: 100 });
    expect(pageRange(3, 120, 50)).toEqual({ from: 101, to: 120 });
    expect(pageRange(1, 0, 50)).toEqual({ from: 0, to: 0 });
  });
});
