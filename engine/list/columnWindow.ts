import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The columns a body row renders: indexes `first` to `last`, both included. */
export interface ColumnSpan {
  first: number;
  last: number;
}

/** Room rendered beyond the scroll area's left and right edges (px), so a horizontal scroll shows no gap. */
export const COLUMN_OVERSCAN_PX = 120;

/** The columns' left edges and, last, the table's width: `edges[i]` is the width of the columns before column i. */
export function columnEdges(widths: readonly number[]): number[] {
  const edges = [0];
  for (const width of widths) edges.push((edges.at(-1) ?? 0) + width);
  return edges;
}

/**
 * The columns whose boxes meet the scroll area widened by `overscan` on each side (a scroll offset
 * past the end counts as the end), from the columns' `edges` (columnEdges). An area of no width
 * (not laid out yet, or jsdom) shows every column.
 */
export function columnWindow(edges: readonly number[], scrollLeft: number, viewportWidth: number, overscan = COLUMN_OVERSCAN_PX): ColumnSpan {
  const count = edges.length - 1;
  const all = { first: 0, last: count - 1 };
  if (viewportWidth <= 0) return all;
  const left = Math.max(0, Math.min(scrollLeft, (edges[count] ?? 0) - viewportWidth));
  const from = left - overscan;
  const to = left + viewportWidth + overscan;
  let first = -1;
  let last = -1;
  for (let i = 0; i < count; i++) {
    if ((edges[i + 1] ?? 0) > from && (edges[i] ?? 0) < to) {
      if (first < 0) first = i;
      last = i;
    }
  }
  return first < 0 ? all : { first, last };
}

/** A column a body row renders, and the room before it for the columns not rendered (px). */
export interface ShownColumn {
  index: number;
  gapBefore: number;
}

/**
 * The columns a body row renders: those of the span, and every column `kept` (the actions and
 * the cells with links or controls: they stay in the tab order however the table is scrolled
 * sideways), in column order, each with the width of the columns left out before it. The first
 * one's gap is the row's left padding.
 */
export function shownColumns(edges: readonly number[], span: ColumnSpan, kept: readonly boolean[]): ShownColumn[] {
  const shown: ShownColumn[] = [];
  let end = 0;
  for (let index = 0; index < edges.length - 1; index++) {
    if ((index < span.first || index > span.last) && !kept[index]) continue;
    const left = edges[index] ?? 0;
    shown.push({ index, gapBefore: left - end });
    end = edges[index + 1] ?? left;
  }
  return shown;
}

interface Viewport {
  left: number;
  width: number;
}

const sameSpan = (a: ColumnSpan, b: ColumnSpan): boolean => a.first === b.first && a.last === b.last;

/**
 * The columns in view of a scroll area, followed through horizontal scrolling and resizing. It
 * re-renders only when the span changes. A scroll event that leaves the horizontal offset alone
 * (vertical scrolling) costs one read of it; the width is read when the area is laid out anew.
 */
export function useColumnWindow(scrollRef: RefObject<HTMLElement | null>, edges: readonly number[]): ColumnSpan {
  const [viewport, setViewport] = useState<Viewport>({ left: 0, width: 0 });
  const span = columnWindow(edges, viewport.left, viewport.width);
  const shown = useRef(span);
  useLayoutEffect(() => {
    shown.current = span;
  });

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return undefined;
    let left = el.scrollLeft;
    let width = el.clientWidth;
    const show = () => {
      if (!sameSpan(columnWindow(edges, left, width), shown.current)) setViewport({ left, width });
    };
    const onScroll = () => {
      if (el.scrollLeft === left) return;
      left = el.scrollLeft;
      show();
    };
    show();
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => {
      width = el.clientWidth;
      show();
    });
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      resize?.disconnect();
    };
  }, [scrollRef, edges]);

  return span;
}
