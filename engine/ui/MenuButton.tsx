import {
  useEffect, useId, useLayoutEffect, useRef, useState,
  type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode, type RefObject,
} from 'react';

/** What the panel gets from its MenuButton. */
export interface MenuPanel {
  /** The panel's id: put it on the panel's element (the button's `aria-controls` names it). */
  id: string;
  /** Closes the panel; the focus returns to the button unless `returnFocus` is false. */
  close(returnFocus?: boolean): void;
}

type ButtonAttributes = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick' | 'aria-expanded' | 'aria-haspopup' | 'aria-controls' | 'children'>;

export interface MenuButtonProps {
  /** What the button shows; give `buttonProps['aria-label']` when it is not text (an icon, a count). */
  label: ReactNode;
  /**
   * What opens (the button's `aria-haspopup`): `menu` (an element with role menu and menuitems:
   * the first enabled item takes the focus, the arrow keys, Home and End move it) or `dialog` (a
   * form or a panel of links and text; give it role dialog and a name).
   */
  popup: 'menu' | 'dialog';
  /** The panel, rendered while open; it puts `panel.id` on its element. */
  children(panel: MenuPanel): ReactNode;
  /** Controlled: whether it is open (give `onOpenChange` too); leave undefined for the button to keep its own state. */
  open?: boolean;
  /** Every open and close (the button, Escape, a click outside, `panel.close`). */
  onOpenChange?(open: boolean): void;
  /** The wrapper's class; a function gets whether it is open. */
  className?: string | ((open: boolean) => string);
  /** Attributes of the button: className, aria-label, title, disabled, data-* … */
  buttonProps?: ButtonAttributes & { [data: `data-${string}`]: string | number | boolean | undefined };
  /** A ref to the button, for a caller that moves the focus to it later (after an async action). */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  testId?: string;
}

const ITEM = '[role=menuitem]:not(:disabled)';

/** Opening a menu focuses its first enabled item. */
function focusFirst(panel: HTMLElement | null): void {
  (panel?.querySelector<HTMLElement>(`${ITEM}:not([aria-disabled=true])`) ?? panel?.querySelector<HTMLElement>(ITEM))?.focus();
}

/** The arrow keys, Home and End move the focus among the items (aria-disabled ones included, as ARIA wants). */
function focusItem(panel: HTMLElement | null, key: string): boolean {
  const items = [...(panel?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
  if (!items.length) return false;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = key === 'Home' ? 0 : key === 'End' ? items.length - 1
    : key === 'ArrowDown' ? (at + 1) % items.length
      : (at <= 0 ? items.length : at) - 1;
  items[next]?.focus();
  return true;
}

/**
 * The engine's disclosure for menus and dropdown panels: a button with `aria-haspopup`,
 * `aria-expanded` and `aria-controls` that opens a panel; Escape closes it and returns the focus
 * to the button, a mouse press outside closes it. One implementation for the header's dropdowns,
 * the watchlist menu, 'Add ticker to' and the list's column filters.
 *
 * @example
 * <MenuButton label={t('menu.button')} popup="menu" buttonProps={{ className: 'button' }}>
 *   {({ id, close }) => <ul id={id} role="menu" aria-label={t('menu.button')}>…</ul>}
 * </MenuButton>
 */
export function MenuButton(props: MenuButtonProps) {
  const { popup, onOpenChange } = props;
  const [own, setOwn] = useState(false);
  const open = props.open ?? own;
  const rootRef = useRef<HTMLDivElement>(null);
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const buttonRef = props.buttonRef ?? ownButtonRef;
  const id = useId();

  // The latest setter, so that the listeners below are added once per opening.
  const setOpenRef = useRef((next: boolean) => {
    setOwn(next);
    onOpenChange?.(next);
  });
  useLayoutEffect(() => {
    setOpenRef.current = (next: boolean) => {
      setOwn(next);
      onOpenChange?.(next);
    };
  });
  const close = (returnFocus = true): void => {
    setOpenRef.current(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const onMouseDown = (event: MouseEvent): void => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpenRef.current(false);
    };
    // Escape with the focus outside (the panel's own keys are handled below and stop there).
    const onKey = (event: globalThis.KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      setOpenRef.current(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, buttonRef]);

  useLayoutEffect(() => {
    if (open && popup === 'menu') focusFirst(document.getElementById(id));
  }, [open, popup, id]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (!open) return;
    if (event.key === 'Escape') {
      // Stops here: a dialog around the menu stays open.
      event.stopPropagation();
      event.preventDefault();
      close();
    } else if (popup === 'menu' && ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      if (focusItem(document.getElementById(id), event.key)) event.preventDefault();
    }
  };

  const className = typeof props.className === 'function' ? props.className(open) : props.className;
  return (
    // The wrapper only listens to the keys of its button and panel; it is no control itself.
    <div ref={rootRef} className={className} data-testid={props.testId} onKeyDown={onKeyDown}>
      <button ref={buttonRef} type="button" {...props.buttonProps} aria-haspopup={popup} aria-expanded={open}
        aria-controls={open ? id : undefined} onClick={() => setOpenRef.current(!open)}>
        {props.label}
      </button>
      {/* close reads the refs only when a panel's handler calls it, never while rendering. */}
      {/* eslint-disable-next-line react-hooks/refs */}
      {open ? props.children({ id, close }) : null}
    </div>
  );
}
