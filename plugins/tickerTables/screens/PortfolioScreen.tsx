import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEngine } from '../../../engine/ui/EngineContext';
import { ACCOUNT_RULES } from '../../../product/accountRules';
import { TICKER_RULES } from '../../../product/tickerAccess';
import { TickerTable } from '../components/TickerTable';
import { useTablesStores } from '../state/useTablesStores';
import { ScreenFrame } from './ScreenFrame';

/** Logged-out visitors are sent to /login after this long (document 2 section 2). */
export const LOGGED_OUT_REDIRECT_MS = 1000;

/** /dashboard and /dashboard/portfolio: the portfolio ('Market overview'), at most 2,000 tickers. */
const PortfolioScreen = observer(function PortfolioScreen() {
  const { t } = useTranslation('tables');
  const { session } = useEngine();
  const navigate = useNavigate();
  const stores = useTablesStores();
  const { lists } = stores;
  const signedIn = session.status === 'LOGGED_IN';
  useEffect(() => {
    if (!signedIn) {
      const timer = setTimeout(() => navigate('/login'), LOGGED_OUT_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    void lists.refresh();
    return undefined;
  }, [signedIn, lists, navigate]);
  if (!signedIn) return <p role="alert" className="message message--error">{t('portfolio.loggedOut')}</p>;
  return (
    <ScreenFrame title={t('portfolio.title')} testId="portfolio-screen"
      actions={<span className="muted tt-count">{t('portfolio.count', { count: lists.dashboard.length, max: TICKER_RULES.portfolioMax })}</span>}>
      {(model) => (
        <TickerTable kind="portfolio" list={{ kind: 'DASHBOARD' }} tickers={lists.dashboard} caller="overview" model={model} stores={stores}
          exportName={ACCOUNT_RULES.defaultDashboardListName} />
      )}
    </ScreenFrame>
  );
});

export default PortfolioScreen;
