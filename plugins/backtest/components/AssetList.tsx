import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { detailPath } from '../../tickerDetail';

/** The portfolio's assets; each opens the ticker's detail page with the backtest as the calling area. */
export function AssetList({ assets, benchmark }: { assets: readonly string[]; benchmark: readonly string[] }) {
  const { t } = useTranslation('backtest');
  return (
    <div className="bt-assets">
      <h3 className="bt-section-title">{t('assets')}</h3>
      <ul className="bt-asset-list" data-testid="backtest-assets">
        {assets.map((ticker) => (
          <li key={ticker}><Link to={detailPath(ticker, 'backtest')} data-testid={`backtest-asset-${ticker}`}>{ticker}</Link></li>
        ))}
      </ul>
      <p className="muted">{t('benchmark', { tickers: benchmark.join(', ') })}</p>
    </div>
  );
}
