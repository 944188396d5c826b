import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { BillingScreen } from '../components/ui';
import { settingsTabPath } from '../model/routes';
import { BillingPanel } from '../components/BillingPanel';
import { ActiveTickersTab } from './ActiveTickersTab';
import { UserInfoTab } from './UserInfoTab';
import { PasswordTab } from './PasswordTab';
import { DisplayTab } from './DisplayTab';
import { SubscriptionTab } from './SubscriptionTab';

/** The six tabs of document 3 section 2, in their order: /dashboard/settings/0 … 5. */
export const SETTINGS_TABS: readonly { key: string; component: ComponentType }[] = [
  { key: 'activeTickers', component: ActiveTickersTab },
  { key: 'userInformation', component: UserInfoTab },
  { key: 'password', component: PasswordTab },
  { key: 'display', component: DisplayTab },
  { key: 'subscription', component: SubscriptionTab },
  { key: 'payment', component: BillingPanel },
];

/** The tab of an address segment; null for anything that is not 0 … 5. */
export function settingsTabIndex(segment: string | undefined): number | null {
  if (segment === undefined) return 0;
  if (!/^\d$/.test(segment)) return null;
  const index = Number(segment);
  return index < SETTINGS_TABS.length ? index : null;
}

/** /dashboard/settings/{tab}: the settings with their six tabs (tab 0 the general one). */
export default function SettingsScreen() {
  const { t } = useTranslation('billing');
  const { tab } = useParams();
  const index = settingsTabIndex(tab);
  if (index === null || tab === undefined) return <Navigate to={settingsTabPath(index ?? 0)} replace />;
  const Tab = SETTINGS_TABS[index]!.component;
  return (
    <BillingScreen title={t('settings.title')} testId="settings-screen">
      <nav className="bl-tabs" aria-label={t('settings.tabsLabel')}>
        {SETTINGS_TABS.map((entry, i) => (
          <NavLink key={entry.key} to={settingsTabPath(i)} className={({ isActive }) => `bl-tabs__tab${isActive ? ' bl-tabs__tab--on' : ''}`}>
            {t(`settings.tabs.${entry.key}`)}
          </NavLink>
        ))}
      </nav>
      <div className="bl-tabs__panel">
        <Tab />
      </div>
    </BillingScreen>
  );
}
