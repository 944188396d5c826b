import { describe, expect, it } from 'vitest';
import { RowSlots } from './rowSlots';

const keysOf = (slots: RowSlots, from: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) => slots.fit(count).keyOf(from + i));

describe('RowSlots', () => {
  it('gives consecutive rows distinct keys wherever the window stands', () => {
    const slots = new RowSlots();
    for (const from of [0, 1, 7, 25, 26, 1999]) {
      const keys = keysOf(slots, from, 26);
      expect(new Set(keys).size).toBe(26);
    }
  });

  it('lets the rows that enter take the keys of the rows that left', () => {
    const slots = new RowSlots();
    const before = keysOf(slots, 0, 26);
    const after = keysOf(slots, 12, 26);
    // Rows 12..25 keep their keys; rows 26..37 reuse the keys of rows 0..11.
    expect(after.slice(0, 14)).toEqual(before.slice(12));
    expect(after.slice(14)).toEqual(before.slice(0, 12));
  });

  it('grows when the window holds more rows and never shrinks', () => {
    const slots = new RowSlots();
    expect(new Set(keysOf(slots, 3, 10)).size).toBe(10);
    expect(new Set(keysOf(slots, 3, 40)).size).toBe(40);
    expect(new Set(keysOf(slots, 5, 12)).size).toBe(12);
    expect(slots.keyOf(45)).toBe(5);
  });

  it('orders a window by slot, so that scrolling never moves a node', () => {
    const slots = new RowSlots().fit(4);
    const items = [5, 6, 7, 8].map((index) => ({ index }));
    expect(slots.inSlotOrder(items).map((i) => i.index)).toEqual([8, 5, 6, 7]);
    expect(slots.inSlotOrder([6, 7, 8, 9].map((index) => ({ index }))).map((i) => i.index)).toEqual([8, 9, 6, 7]);
  });

  it('pads a shorter window to the pool size, so that no row is mounted or unmounted while scrolling', () => {
    const slots = new RowSlots().fit(5);
    expect(slots.pad([10, 11, 12, 13], 100)).toEqual([10, 11, 12, 13, 14]);
    // At the end of the list the padding goes before the window.
    expect(slots.pad([97, 98, 99], 100)).toEqual([95, 96, 97, 98, 99]);
    // Never beyond the list, and a full window stays as it is.
    expect(slots.pad([0, 1], 3)).toEqual([0, 1, 2]);
    expect(slots.pad([4, 5, 6, 7, 8, 9], 100)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(slots.pad([], 0)).toEqual([]);
  });
});
