import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import { Widget, type WidgetState } from '../../summary';
import type { TrackRecordAnswer } from '../../../contracts';
import { CoverageTable } from '../components/CoverageTable';
import { RatingTable } from '../components/RatingTable';
import { useTrackRecord } from '../state/useTrackRecord';
import '../trackRecord.css';
import { MetricInfoLink } from '../../methodology';

/**
 * /data/calibration (issue 21 scope 7): how the models did on the data in the system. For the
 * short- and long-term ranges the share of closes that ended inside (above, below) against the
 * nominal 80 %, overall, by asset class and by quarter; for the trend and momentum ratings the mean
 * forward return after each value. Evaluated without look-ahead on the server (docs/methodology.md).
 */
export default function TrackRecordScreen() {
  const { t } = useTranslation('trackRecord');
  const f = useFormat();
  const { state, retry } = useTrackRecord();
  const classLabel = (key: string) => t(`assetClass.${key}`, { defaultValue: key });
  const periodLabel = (key: string) => key;
  return (
    <section className="shell-screen" data-testid="track-record-screen">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('title')}</h1>
        <p className="muted">{t('lead')}</p>
        {state.status === 'ready' && (
          <p className="muted" data-testid="track-record-note">
            {t('note', {
              date: f.date(state.data.asOfDate), instruments: f.number(state.data.instruments, 0), universe: f.number(state.data.universe, 0),
              step: state.data.step, warmUp: state.data.warmUp,
            })}
          </p>
        )}
      </header>
      {state.status === 'computing' && <p role="status" className="tr-computing" data-testid="track-record-computing">{t('computing')}</p>}
      {(state.status === 'loading' || state.status === 'failed') && (
        <div className="rs-widgets">
          <Widget id="track-record" title={t('title')} state={state as WidgetState<never>} errorText={t('error')} lines={8}>{() => null}</Widget>
          {state.status === 'failed' && <button type="button" className="button" onClick={retry}>{t('retry')}</button>}
        </div>
      )}
      {state.status === 'ready' && <TrackRecordCards data={state.data} classLabel={classLabel} periodLabel={periodLabel} />}
    </section>
  );
}

function TrackRecordCards({ data, classLabel, periodLabel }: { data: TrackRecordAnswer; classLabel: (k: string) => string; periodLabel: (k: string) => string }) {
  const { t } = useTranslation('trackRecord');
  const f = useFormat();
  const ready: WidgetState<TrackRecordAnswer> = { status: 'ready', data };
  return (
    <div className="rs-widgets tr-cards">
      {data.ranges.map((range) => {
        const title = t(`range.${range.id}`, { sessions: range.sessions });
        return (
          <Widget key={range.id} id={`coverage-${range.id}`} title={title} state={ready} errorText={t('error')} wide>
            {() => (
              <>
                <p className="tr-overall" data-testid={`coverage-${range.id}-overall`}>
                  {range.overall.inside === null
                    ? t('noCases')
                    : t('overall', {
                      inside: f.percent(range.overall.inside * 100, 1), nominal: f.percent(range.nominal * 100, 0),
                      total: f.number(range.overall.total, 0), sessions: range.sessions,
                    })}
                  <MetricInfoLink metric={range.id === 'shortTerm' ? 'short-range' : 'long-range'} label={title} asOf={data.asOfDate} />
                </p>
                <h3 className="tr-section-title">{t('byAssetClass')}</h3>
                <CoverageTable caption={`${title}: ${t('byAssetClass')}`} keyHeading={t('col.assetClass')} rows={range.byAssetClass} nominal={range.nominal} label={classLabel} />
                <h3 className="tr-section-title">{t('byPeriod')}</h3>
                <CoverageTable caption={`${title}: ${t('byPeriod')}`} keyHeading={t('col.period')} rows={range.byPeriod} nominal={range.nominal} label={periodLabel} />
              </>
            )}
          </Widget>
        );
      })}
      <Widget id="ratings-trend" title={t('trendTitle')} state={ready} errorText={t('error')}>
        {() => <RatingTable caption={t('trendTitle')} rows={data.trend} forwardSessions={data.forwardSessions} metric="trend" asOfDate={data.asOfDate} />}
      </Widget>
      <Widget id="ratings-momentum" title={t('momentumTitle')} state={ready} errorText={t('error')}>
        {() => <RatingTable caption={t('momentumTitle')} rows={data.momentum} forwardSessions={data.forwardSessions} metric="momentum" asOfDate={data.asOfDate} />}
      </Widget>
    </div>
  );
}
