import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import { TickerLink } from './TickerLink';
import type { ClusterAnswer } from '../../../contracts';

/** The flat clusters, largest first, each with its members (links to their detail pages). */
export function ClusterList({ answer }: { answer: ClusterAnswer }) {
  const { t } = useTranslation('clusters');
  const f = useFormat();
  const names = new Map(answer.universe.tickers.map((ticker, i) => [ticker, answer.universe.names[i] ?? ticker]));
  return (
    <section className="cl-clusters" aria-labelledby="cl-clusters-title" data-testid="cl-cluster-list">
      <h2 id="cl-clusters-title" className="cl-subtitle">{t('clusterList.title')}</h2>
      <p className="muted">{t('clusterList.rule', { value: f.number(answer.minCorrelation, 1) })}</p>
      <ol className="cl-cluster-items">
        {answer.clusters.map((cluster) => (
          <li key={cluster.id} className="cl-cluster" data-testid="cl-cluster">
            <h3 className="cl-cluster__title">
              {t('clusterList.cluster', { id: cluster.id })}{' '}
              <span className="muted">
                {t('clusterList.members', { count: cluster.members.length })}
                {cluster.averageCorrelation !== null && ` · ${t('clusterList.average', { value: f.number(cluster.averageCorrelation, 2) })}`}
              </span>
            </h3>
            <ul className="cl-members">
              {cluster.members.map((ticker) => (
                <li key={ticker}><TickerLink ticker={ticker} caller="clusters" /> <span className="muted">{names.get(ticker)}</span></li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
