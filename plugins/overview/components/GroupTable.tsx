import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignalBadge } from '../../../engine/list';
import { useDisplaySettings } from '../../../engine/ui';
import { cryptoDisplay } from '../../../product/priceDecimals';
import { detailPath } from '../../tickerDetail';
import type { OverviewRow } from '../../../contracts';

/** The detail page's caller of the overview: Back leads to /data/overview. */
export const OVERVIEW_CALLER = 'marketOverview';

export interface GroupTableProps {
  rows: readonly OverviewRow[];
  /** Names the table for screen readers. */
  caption: string;
}

/** One group's members: the ticker (to its market overview), its name, the momentum and trend icons. */
export const GroupTable = observer(function GroupTable({ rows, caption }: GroupTableProps) {
  const { t } = useTranslation('overview');
  const { t: te } = useTranslation('engine');
  const { colorblind } = useDisplaySettings();
  return (
    <table className="ov-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr><th scope="col">{t('col.ticker')}</th><th scope="col">{t('col.name')}</th><th scope="col">{t('col.momentum')}</th><th scope="col">{t('col.trend')}</th></tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.ticker} data-ticker={row.ticker}>
            <th scope="row"><Link to={detailPath(row.ticker, OVERVIEW_CALLER)} className="ov-ticker">{cryptoDisplay(row.ticker)}</Link></th>
            <td className="ov-name">{row.name}</td>
            <td>{row.momentum ? <SignalBadge value={row.momentum} t={te} colorblind={colorblind} /> : t('na')}</td>
            <td>{row.trend ? <SignalBadge value={row.trend} t={te} colorblind={colorblind} /> : t('na')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
