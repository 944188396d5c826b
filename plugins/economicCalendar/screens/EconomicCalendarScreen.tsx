import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { useWidgetData } from '../../summary';
import { calendarMethods, IMPORTANCES, type Importance } from '../data/calendarApi';
import { countriesOf, defaultFilters, filterEvents, rangeProblem } from '../logic/calendarFilters';
import { marketDay } from '../logic/days';
import { EventsTable } from '../components/EventsTable';
import '../economicCalendar.css';

/**
 * /data/economic-calendar (issue 21 scope 4): the market source's economic events of a date range
 * (loaded per range), narrowed by country and importance; 'No events available' when none is left.
 */
export default function EconomicCalendarScreen() {
  const { t } = useTranslation('economicCalendar');
  const { t: tm } = useTranslation('models');
  const f = useFormat();
  const api = useDataMethods(calendarMethods);
  const initial = useMemo(() => defaultFilters(marketDay(new Date())), []);
  const [range, setRange] = useState({ from: initial.from, to: initial.to });
  const [draft, setDraft] = useState(range);
  const [country, setCountry] = useState('');
  const [importances, setImportances] = useState<Importance[]>([]);
  const state = useWidgetData(useCallback(() => api.events(range.from, range.to), [api, range]));
  const problem = rangeProblem(draft.from, draft.to);
  const rows = state.status === 'ready' ? state.data : [];
  const shown = filterEvents(rows, { country, importances });
  const toggle = (level: Importance): void => setImportances((now) => (now.includes(level) ? now.filter((l) => l !== level) : [...now, level]));

  return (
    <section className="shell-screen" data-testid="economic-calendar-screen">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('title')}</h1>
        <p className="muted">{t('lead')}</p>
      </header>
      <form className="ec-filters" aria-label={t('filters')} onSubmit={(e) => { e.preventDefault(); if (!problem) setRange(draft); }}>
        <label>{t('from')}<input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} /></label>
        <label>{t('to')}<input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} /></label>
        <button type="submit" disabled={problem !== null || (draft.from === range.from && draft.to === range.to)}>{t('apply')}</button>
        <label>{tm('EconomicEvents.col.country')}
          <select value={country} onChange={(e) => setCountry(e.target.value)}>
            <option value="">{t('allCountries')}</option>
            {countriesOf(rows).map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
        <fieldset>
          <legend>{tm('EconomicEvents.col.importance')}</legend>
          {IMPORTANCES.map((level) => (
            <label key={level}><input type="checkbox" checked={importances.includes(level)} onChange={() => toggle(level)} />{tm(`EconomicEvents.importance.${level}`)}</label>
          ))}
        </fieldset>
      </form>
      {problem && problem !== 'missing' && <p className="ec-problem" role="alert">{t(`problem.${problem}`)}</p>}
      {state.status === 'loading' && (
        <div className="rs-skeleton" aria-busy="true" role="status" aria-label={t('loading')}>
          {Array.from({ length: 8 }, (_, i) => <div key={i} className="rs-skeleton__row" aria-hidden="true" />)}
        </div>
      )}
      {state.status === 'failed' && <p role="alert">{t('error')}</p>}
      {state.status === 'ready' && (
        <>
          <p className="muted" data-testid="events-count">{t('count', { count: shown.length })}</p>
          <EventsTable rows={shown} caption={t('caption', { from: f.date(range.from), to: f.date(range.to) })} />
        </>
      )}
    </section>
  );
}
