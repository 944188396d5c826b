import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../../engine/ui';
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

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) return;
    menu.style.columnCount = '';
    const columns = menuColumns(menu.scrollHeight, window.innerHeight);
    menu.style.columnCount = columns > 1 ? String(columns) : '';
    menu.style.maxHeight = columns > 1 ? `${Math.round(window.innerHeight * MENU_MAX_SHARE)}px` : '';
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

  // The engine's MenuButton: Escape and a click outside close it, the arrow keys walk the items.
  return (
    <div className="detail-addto">
      <MenuButton popup="menu" open={open} onOpenChange={setOpen} buttonRef={buttonRef} label={busy ? t('addTo.adding') : t('addTo.button')}
        buttonProps={{ className: 'button detail-addto__button', disabled: busy || options.length === 0 }}>
        {({ id }) => (
          <div ref={menuRef} id={id} role="menu" aria-label={t('addTo.menu', { ticker })} className="detail-addto__menu">
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
      </MenuButton>
      <p className={`detail-addto__status${message && !message.ok ? ' detail-error' : ''}`} role="status">{message?.text ?? ''}</p>
    </div>
  );
}
