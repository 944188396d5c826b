import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { ratingOf } from '../../../engine/list';
import { ExportButton } from '../../listTools';
import { useWidgetData, Widget, type WidgetState } from '../../summary';
import type { OverviewAnswer } from '../../../contracts';
import { overviewMethods } from '../data/overviewApi';
import { overviewExport } from '../logic/exportRows';
import { GroupTable } from './GroupTable';

/** The toolbar: the as-of note and the Excel export (ticker, momentum, trend) of the nine groups. */
function Toolbar({ state }: { state: WidgetState<OverviewAnswer> }) {
  const { t } = useTranslation('overview');
  const { t: te } = useTranslation('engine');
  const f = useFormat();
  const getRows = useCallback(async () => {
    if (state.status !== 'ready') return { headers: [], items: [] };
    return overviewExport(state.data, {
      ticker: t('col.ticker'), momentum: t('col.momentum'), trend: t('col.trend'),
      rating: (value) => { const r = ratingOf(value); return r ? te(`signal.${r}`) : value; },
    });
  }, [state, t, te]);
  return (
    <div className="ov-toolbar">
      <p className="muted" data-testid="overview-note">
        {state.status === 'ready' && state.data.asOfDate ? t('note', { date: f.date(state.data.asOfDate) }) : t('noteNoDate')}
      </p>
      <ExportButton getRows={getRows} loading={state.status === 'loading'} listName={t('title')} />
    </div>
  );
}

/**
 * The nine groups of document 4 (Main markets … Crypto), each a card with its members' momentum
 * and trend; one call for all, each card with its skeleton and the shared error text.
 */
export function OverviewGroups() {
  const { t } = useTranslation('overview');
  const api = useDataMethods(overviewMethods);
  const state = useWidgetData(useCallback(() => api.groups(), [api]));
  if (state.status !== 'ready') {
    return (
      <>
        <Toolbar state={state} />
        <div className="rs-widgets"><Widget id="overview-groups" title={t('title')} state={state} errorText={t('error')} lines={8}>{() => null}</Widget></div>
      </>
    );
  }
  return (
    <>
      <Toolbar state={state} />
      <div className="rs-widgets" data-testid="overview-groups">
        {state.data.groups.map((group) => (
          <Widget key={group.id} id={`group-${group.id}`} title={t(`group.${group.id}`)} state={state} errorText={t('error')}>
            {() => group.rows.length === 0 ? <p className="muted">{t('empty')}</p> : <GroupTable rows={group.rows} caption={t(`group.${group.id}`)} />}
          </Widget>
        ))}
      </div>
    </>
  );
}
