import { useState } from 'react';

/**
 * React keys for the rows of a virtual body that recycle their DOM: the row at index i gets the
 * slot `i % size`, where size is the largest number of rows the window has held. The virtualizer's
 * rows are consecutive indexes, so no two of them share a slot; while scrolling, the rows that
 * enter take the slots of those that left and React only patches their text and attributes,
 * which costs far less than creating and styling new elements (issue 6's scrolling target).
 */
export class RowSlots {
  private size = 1;

  /** Grows the pool to hold `count` consecutive rows; the keys change only when it grows. */
  fit(count: number): this {
    if (count > this.size) this.size = count;
    return this;
  }

  keyOf(index: number): number {
    return index % this.size;
  }

  /**
   * Pads a window of consecutive indexes to the pool's size (after its end, else before its
   * start), within the list's `count` rows. Whether a scroll offset cuts a row in two changes
   * the window by one row; without the padding, a row would be mounted and unmounted every few
   * frames while scrolling, all its cells and text created anew.
   */
  pad(indexes: readonly number[], count: number): number[] {
    const want = Math.min(this.size, count);
    if (indexes.length >= want) return [...indexes];
    const first = indexes[0] ?? 0;
    const start = Math.max(0, Math.min(first, count - want));
    return Array.from({ length: want }, (_, i) => start + i);
  }

  /** The window's items ordered by their slot, so that React keeps every node where it is. */
  inSlotOrder<T extends { index: number }>(items: readonly T[]): T[] {
    return [...items].sort((a, b) => this.keyOf(a.index) - this.keyOf(b.index));
  }
}

/** The list's slots, kept for its lifetime (a plain object that only grows, never a render input). */
export function useRowSlots(): RowSlots {
  const [slots] = useState(() => new RowSlots());
  return slots;
}
