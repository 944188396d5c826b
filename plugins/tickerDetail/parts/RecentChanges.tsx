import { useTranslation } from 'react-i18next';
import type { Loadable } from '../data/useLoadable';
import type { DetailFormat } from '../model/detailFormat';
import type { SignalView } from '../../../contracts';
import { BoxState, DetailCard, RatingPill } from './common';

/**
 * The Recent Changes tab: the ticker's signal changes (GET /signals), newest first, with the
 * user's lists holding it; 'Processing signals. Please check back later...' while there are none.
 */
export function RecentChanges({ state, f, source }: { state: Loadable<SignalView[]>; f: DetailFormat; source: string }) {
  const { t } = useTranslation('detail');
  let body;
  if (state.status !== 'ready') body = <BoxState state={state.status} error={t('signals.failed')} />;
  else if (state.data.length === 0) body = <p className="detail-box-state" data-testid="detail-signals-empty">{t('signals.empty')}</p>;
  else {
    body = (
      <div className="detail-scroll">
        <table className="detail-table detail-signals" data-testid="detail-signals">
          <thead>
            <tr>
              <th scope="col">{t('signals.date')}</th>
              <th scope="col">{t('signals.class')}</th>
              <th scope="col">{t('signals.prior')}</th>
              <th scope="col">{t('signals.new')}</th>
              <th scope="col">{t('signals.change')}</th>
              <th scope="col">{t('signals.trend')}</th>
              <th scope="col">{t('signals.lists')}</th>
            </tr>
          </thead>
          <tbody>
            {state.data.map((s) => (
              <tr key={s.id}>
                <td>{f.date(s.date)}</td>
                <td>{t(`signals.classes.${s.signalClass}`, { defaultValue: s.signalClass })}</td>
                <td><SignalState value={s.signalDirectionPrior} /></td>
                <td><SignalState value={s.signalDirectionNew} /></td>
                <td className={`detail-change detail-change--${s.signalChange}`}>{t(`signals.changes.${s.signalChange}`, { defaultValue: s.signalChange })}</td>
                <td><RatingPill value={s.currentTrend} /></td>
                <td>{s.containedInLists.length ? s.containedInLists.join(', ') : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return <DetailCard id="detail-recent-changes" title={t('signals.title')} foot={source}>{body}</DetailCard>;
}

/** A signal state: a rating pill for trend and momentum, the cap's name for caps. */
function SignalState({ value }: { value: string }) {
  const { t } = useTranslation('detail');
  if (/Cap$|^Uncapped$/.test(value)) return <span>{t(`rangeInfo.caps.${value}`, { defaultValue: value })}</span>;
  return <RatingPill value={value} />;
}
