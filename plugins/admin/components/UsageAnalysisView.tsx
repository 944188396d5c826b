import { useTranslation } from 'react-i18next';
import type { TickerUsageAnalysis } from '../../../contracts';

/** Where the user's ticker allowance went this month (GET /userAdmin/analyzeUsage). */
export function UsageAnalysisView({ analysis }: { analysis: TickerUsageAnalysis }) {
  const { t } = useTranslation('admin');
  const list = (tickers: string[]) => (tickers.length ? tickers.join(', ') : t('none'));
  return (
    <section data-testid="usage-analysis" aria-labelledby="admin-usage-title">
      <h3 id="admin-usage-title" className="admin-subtitle">{t('usage.title')}</h3>
      <dl className="admin-facts">
      <dt>{t('usage.available')}</dt><dd>{analysis.totalAmountOfTickersAvailable}</dd>
      <dt>{t('usage.remaining')}</dt><dd>{analysis.remainingTickers}</dd>
      <dt>{t('usage.used')}</dt><dd>{list(analysis.listOfAllTickersUsed)}</dd>
      <dt>{t('usage.free')}</dt><dd>{list(analysis.freeOrDifferentlyPayedTickers)}</dd>
      <dt>{t('usage.inLists')}</dt><dd>{list(analysis.listOfAllTickersCurrentlyUsedInLists)}</dd>
      </dl>
    </section>
  );
}
