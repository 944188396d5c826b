import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { HOME_CACHE_SECONDS } from '../../../product/homeRules';
import { calendarMethods, EventsTable, marketDay, priorTradingDay } from '../../economicCalendar';
import { useWidgetData, Widget } from '../../summary';

/** One day's economic events; today's are cached 30 s in the browser, the prior trading day's 1,500 s. */
function DayEvents({ day, today }: { day: string; today: boolean }) {
  const { t } = useTranslation('home');
  const f = useFormat();
  const api = useDataMethods(calendarMethods);
  const maxAge = today ? HOME_CACHE_SECONDS.eventsToday : HOME_CACHE_SECONDS.eventsPriorDay;
  const state = useWidgetData(useCallback(() => api.events(day, day, maxAge), [api, day, maxAge]));
  const title = t(today ? 'events.today' : 'events.priorDay', { date: f.date(day) });
  return (
    <Widget id={today ? 'events-today' : 'events-prior'} title={title} state={state} errorText={t('events.error')} lines={3}>
      {(rows) => (
        <>
          <EventsTable rows={rows} hideDate caption={title} />
          <Link to="/data/economic-calendar" className="rs-widget__link">{t('events.calendar')}</Link>
        </>
      )}
    </Widget>
  );
}

/** Today's and the prior trading day's economic events (New York days), each loaded on its own. */
export function EconomicEvents() {
  const today = useMemo(() => marketDay(new Date()), []);
  return (
    <>
      <DayEvents day={today} today />
      <DayEvents day={priorTradingDay(today)} today={false} />
    </>
  );
}
