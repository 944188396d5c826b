import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

export interface ModalProps {
  title: ReactNode;
  children?: ReactNode;
  /** The buttons, right-aligned under the content. */
  actions?: ReactNode;
  /** Escape and the backdrop call this; without it the modal closes only through its buttons. */
  onClose?: () => void;
  /** `alertdialog` for messages that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Stacking: alerts sit above the other dialogs. */
  layer?: 'dialog' | 'alert';
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal in a portal: labelled by its title, focus moves in, stays in (Tab and
 * Shift+Tab wrap) and returns on close; Escape closes when `onClose` is given.
 *
 * @example <Modal title="ISIN Not Found" actions={<button onClick={close}>OK</button>} onClose={close}>…</Modal>
 */
export function Modal({ title, children, actions, onClose, role = 'dialog', layer = 'dialog', size = 'small', className }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    first?.focus();
    return () => {
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      const items = ref.current ? [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) return;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }
  };

  return createPortal(
    <div className={`rs-modal__backdrop rs-modal__backdrop--${layer}`} onMouseDown={(e) => e.target === e.currentTarget && onClose?.()}>
      <div
        ref={ref}
        className={`rs-modal rs-modal--${size}${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="rs-modal__title">{title}</h2>
        {children && <div id={bodyId} className="rs-modal__body">{children}</div>}
        {actions && <div className="rs-modal__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
