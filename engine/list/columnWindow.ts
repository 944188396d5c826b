import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The columns a body row renders: indexes `first` to `last`, both included. */
export interface ColumnSpan {
  first: number;
  last: number;
}

/** Room rendered beyond the scroll area's left and right edges (px), so a horizontal scroll shows no gap. */
export const COLUMN_OVERSCAN_PX = 120;

/**
 * The columns whose boxes meet the scroll area widened by `overscan` on each side (a scroll offset
 * past the end counts as the end). An area of no width (not laid out yet, or jsdom) shows every column.
 */
export function columnWindow(widths: readonly number[], scrollLeft: number, viewportWidth: number, overscan = COLUMN_OVERSCAN_PX): ColumnSpan {
  const all = { first: 0, last: widths.length - 1 };
  if (viewportWidth <= 0) return all;
  const total = widths.reduce((sum, width) => sum + width, 0);
  const left = Math.max(0, Math.min(scrollLeft, total - viewportWidth));
  const from = left - overscan;
  const to = left + viewportWidth + overscan;
  let first = -1;
  let last = -1;
  let x = 0;
  widths.forEach((width, i) => {
    if (x + width > from && x < to) {
      if (first < 0) first = i;
      last = i;
    }
    x += width;
  });
  return first < 0 ? all : { first, last };
}

/** The left edge of column `index`: the widths before it. */
export function columnOffset(widths: readonly number[], index: number): number {
  let x = 0;
  for (let i = 0; i < index && i < widths.length; i++) x += widths[i] ?? 0;
  return x;
}

interface Viewport {
  left: number;
  width: number;
}

const sameSpan = (a: ColumnSpan, b: ColumnSpan): boolean => a.first === b.first && a.last === b.last;

/**
 * The columns in view of a scroll area, followed through horizontal scrolling and resizing. It
 * re-renders only when the span changes: vertical scrolling (which also fires scroll events)
 * costs a loop over the widths and no render.
 */
export function useColumnWindow(scrollRef: RefObject<HTMLElement | null>, widths: readonly number[]): ColumnSpan {
  const [viewport, setViewport] = useState<Viewport>({ left: 0, width: 0 });
  const span = columnWindow(widths, viewport.left, viewport.width);
  const shown = useRef(span);
  useLayoutEffect(() => {
    shown.current = span;
  });

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return undefined;
    const update = () => {
      const next = { left: el.scrollLeft, width: el.clientWidth };
      if (!sameSpan(columnWindow(widths, next.left, next.width), shown.current)) setViewport(next);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [scrollRef, widths]);

  return span;
}
