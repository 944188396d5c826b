import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEngine, useFormat } from '../../../engine/ui';
import { hasPermission } from '../../../product/permissionModules';
import { Dropdown } from './Dropdown';
import { Icon } from '../icons';
import { remainingTickers } from './balances';
import { balancesOf } from '../../../plugins/billing';
import type { SessionUser } from '../../../contracts';

/** Reset requests: the count, with buy (/join/reset-requests) or use (the reset panel of settings tab 0). */
export const ResetMenu = observer(function ResetMenu() {
  const { t } = useTranslation('shell');
  const { session } = useEngine();
  const f = useFormat();
  const count = f.count(balancesOf(session.user).resetBalance);
  return (
    <Dropdown label={t('menus.resetsLabel', { count })} testId="menu-resets" trigger={<><Icon name="reset" size={16} /><span className="shell-dropdown__value">{count}</span></>}>
      <p className="shell-menu__title">{t('menus.resetsTitle')}</p>
      <p className="shell-menu__big">{count}</p>
      <p className="muted shell-menu__text">{t('menus.resetsText')}</p>
      <Link className="shell-menu__link" to="/dashboard/settings/0#reset">{t('menus.useReset')}</Link>
      <Link className="shell-menu__link" to="/join/reset-requests">{t('menus.buyResets')}</Link>
    </Dropdown>
  );
});

/** EOD remaining ticker requests: remaining out of the monthly allowance, the plan, upgrade and more requests. */
export const EodMenu = observer(function EodMenu() {
  const { t } = useTranslation('shell');
  const { session } = useEngine();
  const f = useFormat();
  const remaining = f.count(remainingTickers(balancesOf(session.user)));
  const total = f.count(balancesOf(session.user).tickersPerMonth);
  const user = session.user as SessionUser | null;
  const plan = typeof user?.planLabel === 'string' ? user.planLabel : '–';
  return (
    <Dropdown label={t('menus.eodLabel', { remaining, total })} testId="menu-eod" trigger={<><Icon name="ticker" size={16} /><span className="shell-dropdown__value">{remaining}/{total}</span></>}>
      <p className="shell-menu__title">{t('menus.eodTitle')}</p>
      <p className="shell-menu__big">{t('menus.eodOf', { remaining, total })}</p>
      <p className="muted shell-menu__text">{t('menus.currentPlan', { plan })}</p>
      {session.rolloverDate && <p className="muted shell-menu__text">{t('menus.rollover', { date: f.date(session.rolloverDate) })}</p>}
      <Link className="shell-menu__link" to="/join/subscriptions">{t('menus.upgrade')}</Link>
      <Link className="shell-menu__link" to="/join/extra-tickers">{t('menus.moreTickers')}</Link>
    </Dropdown>
  );
});

/** Token balance with a purchase link; without the FREE module, the upgrade note instead. */
export const TokenMenu = observer(function TokenMenu() {
  const { t } = useTranslation('shell');
  // The billing texts load with the billing screens; the shell does not wait for them.
  const { t: tb } = useTranslation('billing', { useSuspense: false });
  const { session } = useEngine();
  const f = useFormat();
  const count = f.count(balancesOf(session.user).tokenBalance);
  const canBuy = hasPermission(session.modules, 'FREE');
  return (
    <Dropdown label={t('menus.tokensLabel', { count })} testId="menu-tokens" trigger={<><Icon name="token" size={16} /><span className="shell-dropdown__value">{count}</span></>}>
      <p className="shell-menu__title">{t('menus.tokensTitle')}</p>
      <p className="shell-menu__big">{count}</p>
      <p className="muted shell-menu__text">{t('menus.tokensText')}</p>
      {canBuy
        ? <Link className="shell-menu__link" to="/join/tokens">{t('menus.buyTokens')}</Link>
        : (
          <>
            <p className="shell-menu__text" data-testid="tokens-upgrade-note">{tb('menus.upgradeForTokens')}</p>
            <Link className="shell-menu__link" to="/join/subscriptions">{tb('menus.upgrade')}</Link>
          </>
        )}
    </Dropdown>
  );
});
