import { useEffect, type RefObject } from 'react';

/** How long after the last scroll event the rows take the pointer again. */
export const HOVER_PAUSE_MS = 150;

export const SCROLLING_CLASS = 'rs-list__scroll--scrolling';

/**
 * Marks the scroll area as scrolling from its first scroll event until HOVER_PAUSE_MS after the
 * last, so that CSS can take the pointer off the rows meanwhile: under a resting mouse, a wheel
 * scroll would otherwise move the hover to a new row in nearly every frame (a restyle of two
 * rows, their tooltips and the mouse events of both), which cost a third of a scrolled frame.
 * The class is set on the element directly: React does not re-render for it.
 */
export function useScrollHoverPause(scrollRef: RefObject<HTMLElement | null>, pauseMs = HOVER_PAUSE_MS): void {
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const resume = (): void => {
      timer = null;
      element.classList.remove(SCROLLING_CLASS);
    };
    const onScroll = (): void => {
      if (timer === null) element.classList.add(SCROLLING_CLASS);
      else clearTimeout(timer);
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
