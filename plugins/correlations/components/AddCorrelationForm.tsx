import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAddDraft, EMPTY_DRAFT, type AddDraft } from '../logic/addForm';
import { appended, makeCorrelation } from '../logic/customCorrelations';
import type { CustomCorrelationsState } from '../state/useCustomCorrelations';

/**
 * Add Correlation (document 4 section 5): name, tickers (comma-separated), time frame (default
 * 30). After saving, the Custom tab is shown (`onSaved`).
 */
export function AddCorrelationForm({ custom, onSaved }: { custom: CustomCorrelationsState; onSaved: () => void }) {
  const { t } = useTranslation('correlations');
  const [draft, setDraft] = useState<AddDraft>(EMPTY_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof AddDraft) => (e: { target: { value: string } }) => setDraft({ ...draft, [field]: e.target.value });

  async function submit(e: FormEvent): Promise<void> {
    e.preventDefault();
    custom.clearError();
    const checked = checkAddDraft(draft);
    if ('problem' in checked) {
      setProblem(t(checked.problem.key, 'values' in checked.problem ? checked.problem.values : {}));
      return;
    }
    setProblem(null);
    const list = appended(custom.list, makeCorrelation(checked.values.name, checked.values.tickers, checked.values.timeFrame));
    if (!list) {
      setProblem(t('duplicate'));
      return;
    }
    if (await custom.save(list)) {
      setDraft(EMPTY_DRAFT);
      onSaved();
    }
  }

  const message = problem ?? custom.error;
  return (
    <form className="corr-tab corr-add" data-testid="add-correlation" onSubmit={(e) => void submit(e)} noValidate>
      <label className="corr-field">
        <span>{t('add.name')}</span>
        <input type="text" value={draft.name} maxLength={60} onChange={set('name')} />
      </label>
      <label className="corr-field">
        <span>{t('add.tickers')}</span>
        <input type="text" value={draft.tickers} placeholder="SPY, QQQ, TLT" onChange={set('tickers')} />
      </label>
      <label className="corr-field">
        <span>{t('add.timeFrame')}</span>
        <input type="number" min={1} max={250} value={draft.timeFrame} onChange={set('timeFrame')} />
      </label>
      <p className="muted corr-note">{t('add.hint')}</p>
      {message && <p role="alert" className="message message--error">{message}</p>}
      <button type="submit" className="button button--primary" disabled={custom.saving}>{t('add.save')}</button>
    </form>
  );
}
