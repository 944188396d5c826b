import { describe, expect, it, vi } from 'vitest';
import type { MouseEvent } from 'react';
import { inAppClick } from './inAppClick';

const click = (init: Partial<MouseEvent<HTMLAnchorElement>>) => ({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, preventDefault: vi.fn(), ...init }) as unknown as MouseEvent<HTMLAnchorElement>;

describe('inAppClick', () => {
  it('navigates in the app on a plain left click and leaves modified clicks to the browser', () => {
    const navigate = vi.fn();
    const onClick = inAppClick(navigate, '/dashboard/detail/SPY/scanner');
    const plain = click({});
    onClick(plain);
    expect(navigate).toHaveBeenCalledWith('/dashboard/detail/SPY/scanner');
    expect(plain.preventDefault).toHaveBeenCalled();
    for (const init of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }]) {
      const modified = click(init);
      onClick(modified);
      expect(modified.preventDefault).not.toHaveBeenCalled();
    }
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
