import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignalBadge } from '../../../engine/list';
import { useFormat } from '../../../engine/ui';
import { detailPath } from '../../tickerDetail';
import { MetricInfoLink } from '../../methodology';
import type { TopSignalItem, TopSignalsAnswer } from '../../../contracts';
import { signedPercent } from './signedPercent';

export interface TopSignalsListProps {
  answer: TopSignalsAnswer;
  /** The detail page's caller (its last segment): 'home' or 'topmostheld'. */
  caller: string;
}

function Column({ title, items, caller, kind }: { title: string; items: TopSignalItem[]; caller: string; kind: 'bullish' | 'bearish' }) {
  const { t } = useTranslation('summary');
  const { t: te } = useTranslation('engine');
  const f = useFormat();
  return (
    <div className={`sm-top sm-top--${kind}`} data-testid={`top-${kind}`}>
      <h3 className="sm-top__title">{title}</h3>
      {items.length === 0 ? <p className="muted">{t('top.none')}</p> : (
        <ol className="sm-top__list">
          {items.map((item) => (
            <li key={item.ticker} className="sm-top__item">
              <Link to={detailPath(item.ticker, caller)} className="sm-ticker">{item.ticker}</Link>
              <span className="sm-top__name">{item.name}</span>
              <span className="sm-top__change">{signedPercent(f, item.percentChange, t('na'))}</span>
              <span className="sm-top__badges">
                <SignalBadge value={item.trend} t={te} />
                <SignalBadge value={item.momentum} t={te} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The bullish and the bearish list side by side; a ticker opens its detail page. */
export function TopSignalsList({ answer, caller }: TopSignalsListProps) {
  const { t } = useTranslation('summary');
  return (
    <div className="sm-top-pair">
      <Column title={t('top.bullish')} items={answer.bullish} caller={caller} kind="bullish" />
      <Column title={t('top.bearish')} items={answer.bearish} caller={caller} kind="bearish" />
      <p className="sm-top__legend muted" data-testid="top-legend">
        <span>{t('top.legendTrend')}<MetricInfoLink metric="trend" label={t('top.legendTrend')} asOf={answer.asOfDate} /></span>
        <span>{t('top.legendMomentum')}<MetricInfoLink metric="momentum" label={t('top.legendMomentum')} asOf={answer.asOfDate} /></span>
      </p>
    </div>
  );
}
