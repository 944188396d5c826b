import { describe, expect, it } from 'vitest';
import { columnOffset, columnWindow } from './columnWindow';

const widths = [100, 100, 100, 100, 100, 100, 100, 100, 100, 100];

describe('columnWindow', () => {
  it('takes the columns that meet the view widened by the overscan on both sides', () => {
    expect(columnWindow(widths, 0, 250, 0)).toEqual({ first: 0, last: 2 });
    expect(columnWindow(widths, 0, 250, 100)).toEqual({ first: 0, last: 3 });
    expect(columnWindow(widths, 420, 200, 0)).toEqual({ first: 4, last: 6 });
    expect(columnWindow(widths, 420, 200, 50)).toEqual({ first: 3, last: 6 });
  });

  it('a column that only touches the edge is out', () => {
    expect(columnWindow(widths, 300, 200, 0)).toEqual({ first: 3, last: 4 });
  });

  it('shows every column when the view has no width yet', () => {
    expect(columnWindow(widths, 0, 0)).toEqual({ first: 0, last: 9 });
  });

  it('an offset past the end counts as the end; a view wider than the table shows it all', () => {
    expect(columnWindow(widths, 5000, 300, 0)).toEqual({ first: 7, last: 9 });
    expect(columnWindow(widths, 0, 2000, 0)).toEqual({ first: 0, last: 9 });
  });

  it('works with columns of different widths', () => {
    expect(columnWindow([300, 50, 50, 400, 80], 320, 100, 0)).toEqual({ first: 1, last: 3 });
  });
});

describe('columnOffset', () => {
  it('is the width of the columns before', () => {
    expect(columnOffset([300, 50, 50], 0)).toBe(0);
    expect(columnOffset([300, 50, 50], 2)).toBe(350);
  });
});
