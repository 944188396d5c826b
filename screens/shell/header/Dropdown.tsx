import type { ReactNode } from 'react';
import { MenuButton } from '../../../engine/ui';
import { Icon } from '../icons';

export interface DropdownProps {
  /** The button's accessible name, and the panel's. */
  label: string;
  /** What the button shows (icon, count). */
  trigger: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  className?: string;
  align?: 'start' | 'end';
  testId?: string;
}

/**
 * A header dropdown on the engine's MenuButton: a button that opens a panel of text and links;
 * Escape, a click outside and a click on a link inside close it.
 */
export function Dropdown({ label, trigger, children, className, align = 'end', testId }: DropdownProps) {
  return (
    <MenuButton popup="dialog" testId={testId}
      className={(open) => `shell-dropdown${open ? ' shell-dropdown--open' : ''}${className ? ` ${className}` : ''}`}
      buttonProps={{ className: 'shell-dropdown__button', 'aria-label': label }}
      label={<>{trigger}<Icon name="chevron" size={14} className="shell-dropdown__chevron" /></>}>
      {({ id, close }) => (
        <div id={id} role="dialog" aria-label={label} className={`shell-dropdown__panel shell-dropdown__panel--${align}`}
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a')) close(false);
          }}>
          {typeof children === 'function' ? children(() => close(false)) : children}
        </div>
      )}
    </MenuButton>
  );
}
