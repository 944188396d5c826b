// @vitest-environment jsdom
import { useRef } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_PAUSE_MS, SCROLL_BURST_MS, SCROLLING_CLASS, useScrollHoverPause } from './useScrollHoverPause';

function Scroller() {
  const ref = useRef<HTMLDivElement>(null);
  useScrollHoverPause(ref);
  return <div ref={ref} data-testid="scroller" />;
}

describe('useScrollHoverPause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('marks the area as scrolling from the second scroll event of a burst until the pause after the last has passed', () => {
    render(<Scroller />);
    const scroller = screen.getByTestId('scroller');
    expect(scroller.classList.contains(SCROLLING_CLASS)).toBe(false);
    fireEvent.scroll(scroller);
    expect(scroller.classList.contains(SCROLLING_CLASS)).toBe(false);
    act(() => vi.advanceTimersByTime(16));
    fireEvent.scroll(scroller);
    expect(scroller.classList.contains(SCROLLING_CLASS)).toBe(true);
    act(() => vi.advanceTimersByTime(HOVER_PAUSE_MS - 10));
    fireEvent.scroll(scroller);
    act(() => vi.advanceTimersByTime(HOVER_PAUSE_MS - 10));
    expect(scroller.classList.contains(SCROLLING_CLASS)).toBe(true);
    act(() => vi.advanceTimersByTime(10));
    expect(scroller.classList.contains(SCROLLING_CLASS)).toBe(false);
  });

  it('a lone scroll event (a row scrolled into view for a click) leaves the pointer alone', () => {
    render(<Scroller />);
    const scroller = screen.getByTestId('scroller');
    fireEvent.scroll(scroller);
    act(() => vi.advanceTimersByTime(SCROLL_BURST_MS));
    fireEvent.scroll(scroller);
    expect(scroller.classList.contains(SCROLLING_CLASS)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no mark behind when the list goes away mid-scroll', () => {
    const { unmount } = render(<Scroller />);
    const scroller = screen.getByTestId('scroller');
    fireEvent.scroll(scroller);
    fireEvent.scroll(scroller);
    expect(scroller.classList.contains(SCROLLING_CLASS)).toBe(true);
    unmount();
    expect(scroller.classList.contains(SCROLLING_CLASS)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
