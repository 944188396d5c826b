import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router-dom';
import type { Neighbours } from '../model/callers';

export interface DetailHeaderProps {
  ticker: string;
  /** How the ticker is shown (BTC/USD for CRYPTO.BTC). */
  display: string;
  name?: string;
  exchange?: string;
  backTo: string | null;
  /** The data source and date line ('Demo data · close of 11/20/2026'). */
  source?: string;
  /** The date the instrument's history ended, when it did. */
  asOf?: string | null;
  tabs?: { overview: To; recentChanges: To | null; current: 'overview' | 'recentChanges' };
  walk?: { list: string; neighbours: Neighbours; pathOf(ticker: string): string } | null;
}

/** Back link, the ticker and its name, the data source, the tabs and Previous / Next. */
export function DetailHeader({ ticker, display, name, exchange, backTo, source, asOf, tabs, walk }: DetailHeaderProps) {
  const { t } = useTranslation('detail');
  return (
    <header className="detail-head">
      <div className="detail-head__top">
        {backTo && <Link className="detail-back" to={backTo} data-testid="detail-back">← {t('back')}</Link>}
        {walk && (
          <nav className="detail-walk" aria-label={t('walk.label', { list: walk.list })}>
            {walk.neighbours.previous
              ? <Link to={walk.pathOf(walk.neighbours.previous)} rel="prev" data-testid="detail-previous">‹ {t('walk.previous')} <span className="detail-walk__ticker">{walk.neighbours.previous}</span></Link>
              : <span className="detail-walk__off" aria-disabled="true">‹ {t('walk.previous')}</span>}
            <span className="detail-muted detail-walk__pos">{t('walk.position', { position: walk.neighbours.position, count: walk.neighbours.count })}</span>
            {walk.neighbours.next
              ? <Link to={walk.pathOf(walk.neighbours.next)} rel="next" data-testid="detail-next"><span className="detail-walk__ticker">{walk.neighbours.next}</span> {t('walk.next')} ›</Link>
              : <span className="detail-walk__off" aria-disabled="true">{t('walk.next')} ›</span>}
          </nav>
        )}
      </div>
      <div className="detail-head__title">
        <h1 className="detail-title" data-testid="detail-ticker" title={display === ticker ? undefined : ticker}>{display}</h1>
        {name && <p className="detail-name">{name}{exchange ? <span className="detail-muted"> · {exchange}</span> : null}</p>}
      </div>
      {(source || asOf) && (
        <p className="detail-meta" data-testid="detail-source">
          {source && <span className="detail-badge">{source}</span>}
          {asOf && <span className="detail-badge detail-badge--warn">{t('asOf', { date: asOf })}</span>}
        </p>
      )}
      {tabs && (
        <nav className="detail-tabs" aria-label={t('tabs.label')}>
          <Link to={tabs.overview} aria-current={tabs.current === 'overview' ? 'page' : undefined} className="detail-tab">{t('tabs.overview')}</Link>
          {tabs.recentChanges && (
            <Link to={tabs.recentChanges} aria-current={tabs.current === 'recentChanges' ? 'page' : undefined} className="detail-tab">{t('tabs.recentChanges')}</Link>
          )}
        </nav>
      )}
    </header>
  );
}
