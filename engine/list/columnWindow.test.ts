import { describe, expect, it } from 'vitest';
import { columnEdges, columnWindow } from './columnWindow';

const edges = columnEdges([100, 100, 100, 100, 100, 100, 100, 100, 100, 100]);

describe('columnWindow', () => {
  it('takes the columns that meet the view widened by the overscan on both sides', () => {
    expect(columnWindow(edges, 0, 250, 0)).toEqual({ first: 0, last: 2 });
    expect(columnWindow(edges, 0, 250, 100)).toEqual({ first: 0, last: 3 });
    expect(columnWindow(edges, 420, 200, 0)).toEqual({ first: 4, last: 6 });
    expect(columnWindow(edges, 420, 200, 50)).toEqual({ first: 3, last: 6 });
  });

  it('a column that only touches the edge is out', () => {
    expect(columnWindow(edges, 300, 200, 0)).toEqual({ first: 3, last: 4 });
  });

  it('shows every column when the view has no width yet', () => {
    expect(columnWindow(edges, 0, 0)).toEqual({ first: 0, last: 9 });
  });

  it('an offset past the end counts as the end; a view wider than the table shows it all', () => {
    expect(columnWindow(edges, 5000, 300, 0)).toEqual({ first: 7, last: 9 });
    expect(columnWindow(edges, 0, 2000, 0)).toEqual({ first: 0, last: 9 });
  });

  it('works with columns of different widths', () => {
    expect(columnWindow(columnEdges([300, 50, 50, 400, 80]), 320, 100, 0)).toEqual({ first: 1, last: 3 });
  });
});

describe('columnEdges', () => {
  it('gives each column the width of the columns before, and the table its width last', () => {
    expect(columnEdges([300, 50, 50])).toEqual([0, 300, 350, 400]);
    expect(columnEdges([])).toEqual([0]);
  });
});
