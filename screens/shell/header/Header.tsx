import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';
import { TickerSearch } from './TickerSearch';
import { EodMenu, ResetMenu, TokenMenu } from './BalanceMenus';
import { ProfileMenu } from './ProfileMenu';

/** The header bar: the menu button (mobile), the ticker/ISIN search, the balance dropdowns and the profile menu. */
export function Header({ navOpen, onToggleNav, onLogout }: { navOpen: boolean; onToggleNav: () => void; onLogout: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <header className="shell-header">
      <button
        type="button"
        className="shell-header__menu"
        aria-label={navOpen ? t('header.closeMenu') : t('header.openMenu')}
        aria-expanded={navOpen}
        aria-controls="shell-sidebar"
        onClick={onToggleNav}
      >
        <Icon name={navOpen ? 'close' : 'menu'} size={20} />
      </button>
      <span className="shell-header__brand">{t('common:appName')}</span>
      <TickerSearch />
      <div className="shell-header__menus">
        <ResetMenu />
        <EodMenu />
        <TokenMenu />
        <ProfileMenu onLogout={onLogout} />
      </div>
    </header>
  );
}
