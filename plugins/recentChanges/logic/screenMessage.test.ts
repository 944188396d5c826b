import { describe, expect, it } from 'vitest';
import { screenMessage, stillComputing } from './screenMessage';

describe('the messages of an empty signal list', () => {
  it('processing wins; otherwise an empty result does not match the filter', () => {
    expect(screenMessage({ processing: true, shown: 0 })).toBe('processing');
    expect(screenMessage({ processing: true, shown: 4 })).toBe('processing');
    expect(screenMessage({ processing: false, shown: 0 })).toBe('noMatch');
    expect(screenMessage({ processing: false, shown: 1 })).toBeNull();
  });

  it('an empty answer is "still computing" only while the cache is UPDATING', () => {
    expect(stillComputing(0, 'UPDATING')).toBe(true);
    expect(stillComputing(0, 'READY')).toBe(false);
    expect(stillComputing(0, null)).toBe(false);
    // A nightly run keeps the last snapshot's signals on screen.
    expect(stillComputing(12, 'UPDATING')).toBe(false);
  });
});
