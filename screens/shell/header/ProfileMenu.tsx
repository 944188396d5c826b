import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEngine } from '../../../engine/ui';
import { productBySku } from '../../../product/catalogue';
import { Dropdown } from './Dropdown';
import { Icon } from '../icons';
import type { SessionUser } from '../../../contracts';

/** The profile menu: plan and active add-ons, Settings, and Logout (which asks first). */
export const ProfileMenu = observer(function ProfileMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('shell');
  // The billing texts load with the billing screens; the shell does not wait for them.
  const { t: tb } = useTranslation('billing', { useSuspense: false });
  const { session } = useEngine();
  const user = session.user as SessionUser | null;
  const plan = typeof user?.planLabel === 'string' ? user.planLabel : '–';
  const addons = (Array.isArray(user?.subsActiveOnLogin) ? user.subsActiveOnLogin : [])
    .filter((s) => !s.cancelled && s.sku && productBySku(s.sku)?.kind !== 'plan');
  const initials = `${user?.firstname?.[0] ?? ''}${user?.lastname?.[0] ?? ''}`.toUpperCase() || (user?.username?.[0] ?? '?').toUpperCase();
  return (
    <Dropdown label={t('profile.label', { name: user?.username ?? '' })} testId="menu-profile" trigger={<span className="shell-avatar" aria-hidden="true">{initials}</span>}>
      {(close) => (
        <>
          <p className="shell-menu__title">{user?.firstname} {user?.lastname}</p>
          <p className="muted shell-menu__text">{user?.username}</p>
          <p className="shell-menu__text">{t('profile.plan', { plan })}</p>
          <p className="muted shell-menu__text">
            {addons.length ? t('profile.addons', { list: addons.map((a) => productBySku(a.sku)?.name ?? a.sku).join(', ') }) : t('profile.noAddons')}
          </p>
          <Link className="shell-menu__link" to="/dashboard/settings/0"><Icon name="settings" size={16} /> {t('profile.settings')}</Link>
          <Link className="shell-menu__link" to="/dashboard/settings/4"><Icon name="subscription" size={16} /> {tb('menus.subscription')}</Link>
          <Link className="shell-menu__link" to="/dashboard/display-settings"><Icon name="display" size={16} /> {t('nav.displaySettings')}</Link>
          <button type="button" className="shell-menu__link shell-menu__button" onClick={() => { close(); onLogout(); }}>
            <Icon name="logout" size={16} /> {t('profile.logout')}
          </button>
        </>
      )}
    </Dropdown>
  );
});
