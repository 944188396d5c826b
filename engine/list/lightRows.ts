import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Light rows: while the body is flung or its scroll bar dragged faster than anyone reads (more
 * than FAST_SCROLL_ROWS rows a step, two steps running), a row that scrolls in shows only its
 * focusable cells (the ticker's link, the row actions); its other cells stay empty until the
 * scrolling stops for SETTLE_FRAMES frames, then every row gets its content at once. A row that
 * had its content keeps it. Laying out a dozen rows of text in every frame is what kept such
 * frames over the 32 ms target (issue 6); a single jump (Page Down, a row scrolled into view, a
 * re-sort) and slower scrolling render every row in full. Grids such as AG Grid do the same.
 */
export const FAST_SCROLL_ROWS = 6;
/** Frames without any scrolling before the light rows are filled. */
export const SETTLE_FRAMES = 2;
/** Fast steps in a row before rows come in light: one jump alone is rendered in full. */
const FAST_STEPS_FOR_LIGHT = 2;

export interface LightRowsState {
  /** The scroll offset of the last rendered body. */
  offset: number;
  /** How many scroll steps running moved more than FAST_SCROLL_ROWS rows. */
  fastSteps: number;
  /** The rows (by key) rendered with their content. */
  full: ReadonlySet<string>;
}

export const NO_LIGHT_ROWS: LightRowsState = { offset: 0, fastSteps: 0, full: new Set() };

export interface LightRowsPlan {
  /** The rows to render light. */
  light: ReadonlySet<string>;
  /** What the next render starts from, once this one is on screen. */
  next: LightRowsState;
}

/**
 * Which of the rows in the window (`keys`) render light at scroll `offset`, after `previous`. A
 * render without a scroll step (new data, a hover) changes nothing; `settled` (the scrolling has
 * stopped) fills every row.
 */
export function planLightRows(previous: LightRowsState, offset: number, rowHeight: number, keys: readonly string[], settled: boolean): LightRowsPlan {
  const step = Math.abs(offset - previous.offset);
  let fastSteps = previous.fastSteps;
  if (settled) fastSteps = 0;
  else if (step >= FAST_SCROLL_ROWS * rowHeight) fastSteps += 1;
  else if (step > 0) fastSteps = 0;
  const lightMode = fastSteps >= FAST_STEPS_FOR_LIGHT;
  const light = new Set<string>();
  const full = new Set<string>();
  for (const key of keys) {
    if (lightMode && !previous.full.has(key)) light.add(key);
    else full.add(key);
  }
  return { light, next: { offset, fastSteps, full } };
}

/**
 * The light rows of a virtual body scrolled in `scrollRef` (see planLightRows), filled once the
 * scroll position has stayed the same for SETTLE_FRAMES frames.
 */
export function useLightRows(scrollRef: RefObject<HTMLElement | null>, offset: number, rowHeight: number, keys: readonly string[]): ReadonlySet<string> {
  const state = useRef<LightRowsState>(NO_LIGHT_ROWS);
  const [settles, setSettles] = useState(0);
  const seenSettles = useRef(0);
  const { light, next } = planLightRows(state.current, offset, rowHeight, keys, settles !== seenSettles.current);
  useLayoutEffect(() => {
    state.current = next;
    seenSettles.current = settles;
  });
  const waiting = light.size > 0;
  useEffect(() => {
    const element = scrollRef.current;
    if (!waiting || !element) return;
    let last = element.scrollTop;
    let quiet = 0;
    let frame = requestAnimationFrame(function look() {
      if (element.scrollTop === last) quiet += 1;
      else [last, quiet] = [element.scrollTop, 0];
      if (quiet >= SETTLE_FRAMES) setSettles((n) => n + 1);
      else frame = requestAnimationFrame(look);
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollRef, waiting, offset]);
  return light;
}
