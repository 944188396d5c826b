import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../../engine/ui';

export type MenuAction = 'rename' | 'clear' | 'exportAll' | 'import' | 'delete';
const ACTIONS: readonly MenuAction[] = ['rename', 'clear', 'exportAll', 'import', 'delete'];

/** The watchlist menu: Change list name, Remove all tickers, Export every list, Batch import tickers, Delete. */
export function WatchlistMenu({ onAction, hasList }: { onAction(action: MenuAction): void; hasList: boolean }) {
  const { t } = useTranslation('tables');
  const needsList = (a: MenuAction): boolean => a === 'rename' || a === 'clear' || a === 'delete';
  return (
    <MenuButton className="tt-menu" popup="menu" label={t('menu.button')} buttonProps={{ className: 'button' }}>
      {({ id, close }) => (
        <ul id={id} role="menu" className="tt-menu__panel" aria-label={t('menu.button')}>
          {ACTIONS.map((action) => (
            <li key={action} role="none">
              <button type="button" role="menuitem" disabled={needsList(action) && !hasList}
                onClick={() => { close(false); onAction(action); }}>
                {t(`menu.${action}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </MenuButton>
  );
}
