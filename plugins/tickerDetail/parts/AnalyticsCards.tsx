import { useTranslation } from 'react-i18next';
import type { Loadable } from '../data/useLoadable';
import { CORRELATION_BENCHMARKS, HURST_LOOKBACKS, hurstTable, isHighHurst, UnexpectedAnswer, type CorrelationRow } from '../model/analytics';
import { HURST_DECIMALS, type DetailFormat } from '../model/detailFormat';
import type { HurstSeries } from '../../../contracts';
import { BoxState, DetailCard, Signed } from './common';
import { MetricInfo, type MetricInfoProps } from './MetricInfo';

/** The ticker the card is about (its methodology links carry its ticker and as-of date); stories may leave it out. */
type CardAsset = MetricInfoProps['asset'];

/** Correlations over 15, 30, 90 and 180 days against SPY, UUP and TLT. */
export function CorrelationCard({ state, f, source, asset }: { state: Loadable<CorrelationRow[]>; f: DetailFormat; source: string; asset?: CardAsset }) {
  const { t } = useTranslation('detail');
  let body;
  if (state.status === 'loading') body = <BoxState state="loading" error="" />;
  else if (state.status === 'error') {
    const failure = state.error instanceof UnexpectedAnswer ? 'unexpected' : 'unavailable';
    body = <BoxState state="error" error={t(`correlation.${failure}`)} />;
  } else {
    body = (
      <table className="detail-table">
        <thead>
          <tr><th scope="col">{t('correlation.window')}{asset ? <MetricInfo metric="correlations" asset={asset} label={t('correlation.title')} /> : null}</th>{CORRELATION_BENCHMARKS.map((b) => <th key={b} scope="col">{b}</th>)}</tr>
        </thead>
        <tbody>
          {state.data.map((row) => (
            <tr key={row.window}>
              <th scope="row">{t('correlation.days', { days: row.window })}</th>
              {CORRELATION_BENCHMARKS.map((b) => <td key={b}><Signed value={row.values[b]} text={f.number(row.values[b], 2)} /></td>)}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return <DetailCard id="detail-correlation" title={t('correlation.title')} foot={source}>{body}</DetailCard>;
}

/** The Hurst exponent table: 3M and 1Y rows, current and 5, 15 and 30 sessions ago. */
export function HurstCard({ state, f, source, asset }: { state: Loadable<HurstSeries>; f: DetailFormat; source: string; asset?: CardAsset }) {
  const { t } = useTranslation('detail');
  let body;
  if (state.status === 'loading') body = <BoxState state="loading" error="" />;
  else if (state.status === 'error') body = <BoxState state="error" error={t('boxError')} />;
  else {
    body = (
      <table className="detail-table">
        <thead>
          <tr><th scope="col">{t('hurst.horizon')}</th>{HURST_LOOKBACKS.map((d) => <th key={d} scope="col">{d === 0 ? t('hurst.current') : t('hurst.ago', { days: d })}</th>)}</tr>
        </thead>
        <tbody>
          {hurstTable(state.data).map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {t(`hurst.${row.key}`)}
                {asset ? (
                  <MetricInfo metric={row.key === '3Mo' ? 'hurst-64' : 'hurst-256'} label={t(`hurst.${row.key}`)}
                    asset={{ ticker: asset.ticker, latestPriceDate: state.data[row.key]?.at(-1)?.Date ?? asset.latestPriceDate, latestRangeDate: null }}
                    value={typeof row.values[0] === 'number' ? f.number(row.values[0], HURST_DECIMALS) : null} />
                ) : null}
              </th>
              {row.values.map((v, i) => (
                <td key={HURST_LOOKBACKS[i]} className={isHighHurst(v) ? 'detail-hurst--high' : undefined}>{f.number(v, HURST_DECIMALS)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <DetailCard id="detail-hurst" title={t('hurst.title')} foot={source}>
      {body}
      <p className="detail-note">{t('hurst.note')}</p>
    </DetailCard>
  );
}
