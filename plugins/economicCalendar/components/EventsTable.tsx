import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import type { EventRow } from '../data/calendarApi';
import '../economicCalendar.css';

export interface EventsTableProps {
  rows: readonly EventRow[];
  /** Without the date column (one day's events on the home). */
  hideDate?: boolean;
  caption: string;
}

/** Economic events as a table: date, time (New York), country, event, importance, actual, forecast, previous; 'No events available' when empty. */
export function EventsTable({ rows, hideDate = false, caption }: EventsTableProps) {
  const { t } = useTranslation('economicCalendar');
  const { t: tm } = useTranslation('models');
  const f = useFormat();
  if (rows.length === 0) return <p className="muted" data-testid="events-empty">{t('empty')}</p>;
  const dash = '–';
  return (
    // Scrolls sideways on a narrow screen: a named region that the keyboard can reach.
    <div className="ec-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="ec-table" data-testid="events-table">
        <caption className="ec-caption">{caption}</caption>
        <thead>
          <tr>
            {!hideDate && <th scope="col">{tm('EconomicEvents.col.date')}</th>}
            <th scope="col">{tm('EconomicEvents.col.time')}</th>
            <th scope="col">{tm('EconomicEvents.col.country')}</th>
            <th scope="col">{tm('EconomicEvents.col.event')}</th>
            <th scope="col">{tm('EconomicEvents.col.importance')}</th>
            <th scope="col">{tm('EconomicEvents.col.actual')}</th>
            <th scope="col">{tm('EconomicEvents.col.forecast')}</th>
            <th scope="col">{tm('EconomicEvents.col.previous')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-row-id={r.id}>
              {!hideDate && <td>{f.date(r.date)}</td>}
              <td>{r.time}</td>
              <td>{r.country}</td>
              <td>{r.event}</td>
              <td><span className={`ec-importance ec-importance--${r.importance}`}>{tm(`EconomicEvents.importance.${r.importance}`)}</span></td>
              <td>{r.actual ?? dash}</td>
              <td>{r.forecast ?? dash}</td>
              <td>{r.previous ?? dash}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
