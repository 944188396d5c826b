import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import { priceDecimals } from '../../../product/priceDecimals';
import type { GammaOverviewAnswer } from '../../../contracts';

/** The overview of many tickers: put wall, call wall and the gamma flip (rounded, document 4 section 9); a ticker opens its report. */
export function GammaOverviewTable({ overview, tickers, onOpen }: { overview: GammaOverviewAnswer; tickers: readonly string[]; onOpen: (ticker: string) => void }) {
  const { t } = useTranslation('gamma');
  const f = useFormat();
  const shown = tickers.filter((ticker) => overview[ticker]);
  return (
    <table className="gm-table gm-table--overview" data-testid="gamma-overview-table">
      <caption>{t('overview.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.ticker')}</th>
          <th scope="col" className="gm-level--putWall">{t('levels.putWall')}</th>
          <th scope="col" className="gm-level--callWall">{t('levels.callWall')}</th>
          <th scope="col" className="gm-level--flip">{t('levels.flip')}</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((ticker) => {
          const g = overview[ticker]!.gamma;
          const decimals = priceDecimals({ ticker });
          const level = (v: number | null): string => (v === null ? t('na') : f.number(v, decimals));
          return (
            <tr key={ticker}>
              <th scope="row">
                <button type="button" className="gm-link" onClick={() => onOpen(ticker)} title={t('overview.open', { ticker })} data-testid="gamma-overview-open">{ticker}</button>
              </th>
              <td>{level(g.putWallLevel)}</td>
              <td>{level(g.callWallLevel)}</td>
              <td>{g.zeroGamma === null ? t('na') : f.number(Math.round(g.zeroGamma), 0)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
