import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryQuery } from '../data/alertsApi';
import { EMPTY_FILTER, checkFilter, type HistoryFilterDraft } from '../logic/historyQuery';

/** The history's filter: the first and last day and a ticker; Show asks the server, Clear shows everything again. */
export function HistoryFilters({ onApply }: { onApply(query: HistoryQuery): void }) {
  const { t } = useTranslation('alerts');
  const [draft, setDraft] = useState<HistoryFilterDraft>(EMPTY_FILTER);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof HistoryFilterDraft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const check = checkFilter(draft);
    setProblem(check.ok ? null : check.problem);
    if (check.ok) onApply(check.query);
  };
  const clear = () => {
    setDraft(EMPTY_FILTER);
    setProblem(null);
    onApply({});
  };
  return (
    <form className="al-filters" onSubmit={apply} aria-label={t('history.title')}>
      <label className="al-filter">{t('history.from')}<input type="date" className="al-input" value={draft.from} onChange={set('from')} data-testid="history-from" /></label>
      <label className="al-filter">{t('history.to')}<input type="date" className="al-input" value={draft.to} onChange={set('to')} data-testid="history-to" /></label>
      <label className="al-filter">{t('history.ticker')}<input className="al-input al-input--ticker" value={draft.ticker} onChange={set('ticker')} data-testid="history-ticker" /></label>
      <button type="submit" className="button" data-testid="history-apply">{t('history.apply')}</button>
      <button type="button" className="button" onClick={clear}>{t('history.clear')}</button>
      {problem && <p role="alert" className="al-field__error">{t(`history.${problem}`)}</p>}
    </form>
  );
}
