import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type MenuAction = 'rename' | 'clear' | 'exportAll' | 'import' | 'delete';
const ACTIONS: readonly MenuAction[] = ['rename', 'clear', 'exportAll', 'import', 'delete'];

/** The watchlist menu: Change list name, Remove all tickers, Export every list, Batch import tickers, Delete. */
export function WatchlistMenu({ onAction, hasList }: { onAction(action: MenuAction): void; hasList: boolean }) {
  const { t } = useTranslation('tables');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent): void => { if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false); };
    const escape = (e: KeyboardEvent): void => { if (e.key === 'Escape') setOpen(false); };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const needsList = (a: MenuAction): boolean => a === 'rename' || a === 'clear' || a === 'delete';
  return (
    <div className="tt-menu" ref={ref}>
      <button type="button" className="button" aria-haspopup="menu" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        {t('menu.button')}
      </button>
      {open && (
        <ul id={menuId} role="menu" className="tt-menu__panel" aria-label={t('menu.button')}>
          {ACTIONS.map((action) => (
            <li key={action} role="none">
              <button type="button" role="menuitem" disabled={needsList(action) && !hasList}
                onClick={() => { setOpen(false); onAction(action); }}>
                {t(`menu.${action}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
