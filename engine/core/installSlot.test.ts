import { describe, expect, it } from 'vitest';
import { installSlot } from './installSlot';

describe('installSlot', () => {
  it('throws its hint until a value is installed, then answers the last one', () => {
    const slot = installSlot<{ n: number }>('install me first');
    expect(() => slot.get()).toThrow('install me first');
    slot.install({ n: 1 });
    slot.install({ n: 2 });
    expect(slot.get()).toEqual({ n: 2 });
  });
});
