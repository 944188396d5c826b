import { useEffect, type RefObject } from 'react';

/** How long after the last scroll event the rows take the pointer again. */
export const HOVER_PAUSE_MS = 150;

/** Two scroll events this close make a scroll that pauses the hover; a lone one does not. */
export const SCROLL_BURST_MS = 100;

export const SCROLLING_CLASS = 'rs-list__scroll--scrolling';

/**
 * Marks the scroll area as scrolling from the second of two scroll events less than
 * SCROLL_BURST_MS apart until HOVER_PAUSE_MS after the last, so that CSS can take the pointer off the rows meanwhile: under a resting mouse, a wheel
 * scroll would otherwise move the hover to a new row in nearly every frame (a restyle of two
 * rows, their tooltips and the mouse events of both), which cost a third of a scrolled frame.
 * A lone scroll event (a row scrolled into view, a jump to the top) leaves the pointer alone, so
 * that a click that follows it at once reaches its row. The class is set on the element
 * directly: React does not re-render for it.
 */
export function useScrollHoverPause(scrollRef: RefObject<HTMLElement | null>, pauseMs = HOVER_PAUSE_MS): void {
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastScroll = Number.NEGATIVE_INFINITY;
    const resume = (): void => {
      timer = null;
      element.classList.remove(SCROLLING_CLASS);
    };
    const onScroll = (): void => {
      const now = Date.now();
      const burst = now - lastScroll < SCROLL_BURST_MS;
      lastScroll = now;
      if (timer !== null) clearTimeout(timer);
      else if (burst) element.classList.add(SCROLLING_CLASS);
      else return;
      timer = setTimeout(resume, pauseMs);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      if (timer !== null) clearTimeout(timer);
      element.classList.remove(SCROLLING_CLASS);
    };
  }, [scrollRef, pauseMs]);
}
