import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { useWidgetData, Widget } from '../../summary';
import { volatilityMethods } from '../data/volatilityApi';
import { VolChart } from '../components/VolChart';
import { VolTable } from '../components/VolTable';
import '../volatility.css';

/**
 * /data/volatility (document 4 section 2.4): the six fixed groups of six, each with its realised
 * volatility over 20 and 60 sessions, for premium members IV, IV premium, IV rank and IV percentile,
 * and a small IV-vs-RV chart. For basic or premium members (the route's permission; the server
 * answers PREMIUM_NEEDED to others).
 */
export default function VolatilityScreen() {
  const { t } = useTranslation('volatility');
  const f = useFormat();
  const api = useDataMethods(volatilityMethods);
  const state = useWidgetData(useCallback(() => api.groups(), [api]));
  return (
    <section className="shell-screen" data-testid="volatility-screen">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('title')}</h1>
        <p className="muted">{t('lead')}</p>
        <p className="muted" data-testid="volatility-note">
          {state.status === 'ready' && state.data.asOfDate ? t('note', { date: f.date(state.data.asOfDate) }) : t('noteNoDate')}
        </p>
        {state.status === 'ready' && !state.data.ivIncluded && (
          <p className="vol-premium" data-testid="volatility-iv-locked">{t('ivLocked')} <Link to="/join/subscriptions">{t('upgrade')}</Link></p>
        )}
      </header>
      {state.status !== 'ready' ? (
        <div className="rs-widgets"><Widget id="volatility" title={t('title')} state={state} errorText={t('error')} lines={8}>{() => null}</Widget></div>
      ) : (
        <div className="rs-widgets vol-groups">
          {state.data.groups.map((group) => (
            <Widget key={group.id} id={`vol-${group.id}`} title={t(`group.${group.id}`)} state={state} errorText={t('error')}>
              {(answer) => (
                <>
                  <VolTable rows={group.rows} ivIncluded={answer.ivIncluded} caption={t(`group.${group.id}`)} asOfDate={answer.asOfDate} />
                  <VolChart group={group} ivIncluded={answer.ivIncluded} title={t(`group.${group.id}`)} />
                </>
              )}
            </Widget>
          ))}
        </div>
      )}
    </section>
  );
}
