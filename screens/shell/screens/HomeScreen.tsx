import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEngine, useFormat } from '../../../engine/ui';
import { HomeWidgets } from '../../../plugins/home';
import { remainingTickers } from '../header/balances';
import { balancesOf } from '../../../plugins/billing';
import type { SessionUser } from '../../../contracts';

/**
 * /home/home: the signed-in start page — the account's balances at once, then the home's widgets
 * (plugins/home), each loading on its own.
 */
const HomeScreen = observer(function HomeScreen() {
  const { t } = useTranslation('shell');
  const { session } = useEngine();
  const f = useFormat();
  const user = session.user as SessionUser | null;
  const balances = balancesOf(session.user);
  const plan = typeof user?.planLabel === 'string' ? user.planLabel : '';
  const cards = [
    { id: 'plan', label: t('home.plan'), value: plan || '–', link: '/join/subscriptions', linkLabel: t('menus.upgrade') },
    {
      id: 'eod', label: t('home.eodRemaining'),
      value: t('menus.eodOf', { remaining: f.count(remainingTickers(balances)), total: f.count(balances.tickersPerMonth) }),
      link: '/join/extra-tickers', linkLabel: t('menus.moreTickers'),
    },
    { id: 'tokens', label: t('home.tokens'), value: f.count(balances.tokenBalance), link: '/join/tokens', linkLabel: t('menus.buyTokens') },
    { id: 'resets', label: t('home.resets'), value: f.count(balances.resetBalance), link: '/join/reset-requests', linkLabel: t('menus.buyResets') },
  ];
  return (
    <section className="shell-screen">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('home.welcome', { name: user?.firstname ?? user?.username ?? '' })}</h1>
        <p className="muted">{t('home.lead')}</p>
      </header>
      <div className="shell-cards" data-testid="home-balances">
        {cards.map((c) => (
          <div key={c.id} className="shell-card shell-stat">
            <span className="shell-stat__label">{c.label}</span>
            <strong className="shell-stat__value">{c.value}</strong>
            <Link to={c.link} className="shell-stat__link">{c.linkLabel}</Link>
          </div>
        ))}
      </div>
      <p className="muted" data-testid="home-rollover">
        {t('home.rollover', { date: f.date(session.rolloverDate) })}
      </p>
      <HomeWidgets />
      <p className="muted shell-demo-note">{t('home.demoNote')}</p>
    </section>
  );
});

export default HomeScreen;
