import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_RULES } from '../../../product/accountRules';
import { TICKER_RULES } from '../../../product/tickerAccess';
import { TickerTable } from '../components/TickerTable';
import { useTablesStores } from '../state/useTablesStores';
import { ScreenFrame } from './ScreenFrame';

/** /dashboard and /dashboard/portfolio: the portfolio ('Market overview'), at most 2,000 tickers. */
const PortfolioScreen = observer(function PortfolioScreen() {
  const { t } = useTranslation('tables');
  const stores = useTablesStores();
  const { lists } = stores;
  // A logged-out visitor never gets here: the protected layout tells them to log in (loggedOutNotice).
  useEffect(() => { void lists.refresh(); }, [lists]);
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
