import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../icons';

export interface DropdownProps {
  /** The button's accessible name. */
  label: string;
  /** What the button shows (icon, count). */
  trigger: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  className?: string;
  align?: 'start' | 'end';
  testId?: string;
}

/**
 * A header dropdown: a button that opens a panel; Escape, a click outside and a click on a link
 * inside close it.
 */
export function Dropdown({ label, trigger, children, className, align = 'end', testId }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = (): void => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent): void => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={ref} className={`shell-dropdown${open ? ' shell-dropdown--open' : ''}${className ? ` ${className}` : ''}`} data-testid={testId}>
      <button
        ref={buttonRef}
        type="button"
        className="shell-dropdown__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {trigger}
        <Icon name="chevron" size={14} className="shell-dropdown__chevron" />
      </button>
      {open && (
        <div
          id={panelId}
          className={`shell-dropdown__panel shell-dropdown__panel--${align}`}
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a')) close();
          }}
        >
          {typeof children === 'function' ? children(close) : children}
        </div>
      )}
    </div>
  );
}
