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

  /** The window's items ordered by their slot, so that React keeps every node where it is. */
  inSlotOrder<T extends { index: number }>(items: readonly T[]): T[] {
    return [...items].sort((a, b) => this.keyOf(a.index) - this.keyOf(b.index));
  }
}

/** The list's slots, kept for its lifetime (a plain object that only grows, never a render input). */
export function useRowSlots(count: number): RowSlots {
  const [slots] = useState(() => new RowSlots());
  return slots.fit(count);
}
