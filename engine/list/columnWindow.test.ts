import { describe, expect, it } from 'vitest';
import { columnEdges, columnWindow, shownColumns } from './columnWindow';

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

describe('shownColumns', () => {
  const none = edges.map(() => false);

  it('renders the span, the first column after a gap as wide as the columns before it', () => {
    expect(shownColumns(edges, { first: 0, last: 2 }, none)).toEqual([{ index: 0, gapBefore: 0 }, { index: 1, gapBefore: 0 }, { index: 2, gapBefore: 0 }]);
    expect(shownColumns(edges, { first: 4, last: 5 }, none)).toEqual([{ index: 4, gapBefore: 400 }, { index: 5, gapBefore: 0 }]);
  });

  it('keeps the kept columns wherever they are, with the gaps between', () => {
    const kept = edges.map((_, i) => i === 0 || i === 1 || i === 9);
    expect(shownColumns(edges, { first: 5, last: 6 }, kept)).toEqual([
      { index: 0, gapBefore: 0 }, { index: 1, gapBefore: 0 }, { index: 5, gapBefore: 300 }, { index: 6, gapBefore: 0 }, { index: 9, gapBefore: 200 },
    ]);
    expect(shownColumns(edges, { first: 0, last: 9 }, kept).map((c) => c.gapBefore)).toEqual(edges.slice(1).map(() => 0));
  });

  it('works with columns of different widths', () => {
    expect(shownColumns(columnEdges([300, 50, 50, 400, 80]), { first: 3, last: 3 }, [false, true, false, false, true]))
      .toEqual([{ index: 1, gapBefore: 300 }, { index: 3, gapBefore: 50 }, { index: 4, gapBefore: 0 }]);
  });
});
