import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListOption } from '../addToList';
import { TICKER_RULES } from '../../../product/tickerAccess';

export interface AddToListMenuProps {
  ticker: string;
  options: ListOption[];
  onAdd(option: ListOption): Promise<void>;
}

/** The menu splits into columns when it would be taller than this share of the window (document 2 section 9). */
export const MENU_MAX_SHARE = 0.6;

/** How many columns a menu of `height` pixels needs in a window of `windowHeight`. */
export function menuColumns(height: number, windowHeight: number): number {
  const limit = windowHeight * MENU_MAX_SHARE;
  return limit > 0 && height > limit ? Math.ceil(height / limit) : 1;
}

/**
 * 'Add ticker to': a menu of the user's lists under 'Select List'; lists already holding the
 * ticker (and a full portfolio) are disabled. Nothing is added until one is chosen; choosing one
 * adds the ticker and says so.
 */
export function AddToListMenu({ ticker, options, onAdd }: AddToListMenuProps) {
  const { t } = useTranslation('detail');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) return;
    menu.style.columnCount = '';
    const columns = menuColumns(menu.scrollHeight, window.innerHeight);
    menu.style.columnCount = columns > 1 ? String(columns) : '';
    menu.style.maxHeight = columns > 1 ? `${Math.round(window.innerHeight * MENU_MAX_SHARE)}px` : '';
    menu.querySelector<HTMLElement>('[role=menuitem]:not([aria-disabled=true])')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && !buttonRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const choose = async (option: ListOption) => {
    if (option.contains || option.full || busy) return;
    setOpen(false);
    setBusy(true);
    setMessage(null);
    const name = listName(option);
    try {
      await onAdd(option);
      setMessage({ ok: true, text: t('addTo.added', { ticker, list: name }) });
    } catch {
      setMessage({ ok: false, text: t('addTo.failed', { ticker, list: name }) });
    } finally {
      setBusy(false);
      buttonRef.current?.focus();
    }
  };

  const listName = (option: ListOption): string => (option.id === 'portfolio' ? t('addTo.portfolio') : option.name);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length];
      next?.focus();
    }
  };

  return (
    <div className="detail-addto">
      <button
        ref={buttonRef}
        type="button"
        className="button detail-addto__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={busy || options.length === 0}
        onClick={() => setOpen((o) => !o)}
      >
        {busy ? t('addTo.adding') : t('addTo.button')}
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label={t('addTo.menu', { ticker })} className="detail-addto__menu" onKeyDown={onKeyDown}>
          <div role="presentation" className="detail-addto__heading">{t('addTo.select')}</div>
          {options.map((option) => {
            const disabled = option.contains || option.full;
            return (
              <button
                key={option.id}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={disabled}
                className="detail-addto__item"
                onClick={() => void choose(option)}
              >
                <span>{listName(option)}</span>
                {option.contains && <span className="detail-addto__note">{t('addTo.contains')}</span>}
                {option.full && <span className="detail-addto__note">{t('addTo.full', { max: TICKER_RULES.portfolioMax })}</span>}
              </button>
            );
          })}
        </div>
      )}
      <p className={`detail-addto__status${message && !message.ok ? ' detail-error' : ''}`} role="status">{message?.text ?? ''}</p>
    </div>
  );
}
