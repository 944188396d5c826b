import { describe, expect, it } from 'vitest';
import { alignIndices, calendarDates, decisionIndices, periodDates, weekOf } from './calendar';
import { weekdays } from './testSeries';

describe('backtest calendar', () => {
  it('numbers weeks from Monday', () => {
    expect(weekOf('2020-01-06')).toBe(weekOf('2020-01-12'));
    expect(weekOf('2020-01-13')).toBe(weekOf('2020-01-06') + 1);
  });

  it('decides on the first date and the first session of every new week', () => {
    const dates = ['2020-01-07', '2020-01-08', '2020-01-10', '2020-01-14', '2020-01-15', '2020-01-20'];
    expect(decisionIndices(dates)).toEqual([0, 3, 5]);
    expect(decisionIndices(dates, 'daily')).toEqual([0, 1, 2, 3, 4, 5]);
    expect(decisionIndices(['2020-01-30', '2020-01-31', '2020-02-03', '2020-02-04', '2020-03-02'], 'monthly')).toEqual([0, 2, 4]);
  });

  it('cuts the period by dates or by weeks back from the end', () => {
    const dates = weekdays(30);
    expect(periodDates(dates, { start: '2020-01-08', end: '2020-01-10' })).toEqual(['2020-01-08', '2020-01-09', '2020-01-10']);
    const twoWeeks = periodDates(dates, { weeks: 2 });
    expect(twoWeeks).toHaveLength(10);
    expect(twoWeeks.at(-1)).toBe(dates.at(-1));
  });

  it('aligns a ticker to the calendar with its last date on or before each', () => {
    expect(Array.from(alignIndices(['2020-01-06', '2020-01-07', '2020-01-09'], ['2020-01-07', '2020-01-08']))).toEqual([-1, 0, 1]);
  });

  it('takes the first benchmark as the calendar, else the union of the tickers', () => {
    const a = { ticker: 'A', dates: ['2020-01-06', '2020-01-08'], closes: [1, 2] };
    const b = { ticker: 'B', dates: ['2020-01-07'], closes: [1] };
    expect(calendarDates([a], [b])).toEqual(['2020-01-07']);
    expect(calendarDates([a, b], [])).toEqual(['2020-01-06', '2020-01-07', '2020-01-08']);
  });
});
