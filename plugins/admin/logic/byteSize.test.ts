import { describe, expect, it } from 'vitest';
import { byteSize } from './byteSize';

describe('byteSize', () => {
  it('picks the largest unit below 1,024 of it', () => {
    expect(byteSize(0)).toEqual({ value: 0, unit: 'B' });
    expect(byteSize(1023)).toEqual({ value: 1023, unit: 'B' });
    expect(byteSize(1536)).toEqual({ value: 1.5, unit: 'KB' });
    expect(byteSize(5 * 1024 * 1024)).toEqual({ value: 5, unit: 'MB' });
    expect(byteSize(3 * 1024 ** 4)).toEqual({ value: 3072, unit: 'GB' });
    expect(byteSize(-5)).toEqual({ value: 0, unit: 'B' });
  });
});
