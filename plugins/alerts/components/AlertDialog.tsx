import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, useDataMethods, useEngine } from '../../../engine/ui';
import type { AlertView } from '../../../contracts';
import { ALERT_RULES } from '../../../product/alertRules';
import { alertsMethods } from '../data/alertsApi';
import { draftOf, seededDraft, type AlertDraft, type AlertSeed } from '../logic/alertDraft';
import { checkDraft } from '../logic/alertValidation';
import { conditionWords, targetWords } from '../logic/conditionWords';
import { saveProblemOf, type SaveProblem } from '../logic/saveProblem';
import { useAlertTargets } from '../state/useAlertTargets';
import { AlertForm } from './AlertForm';
import { SaveProblemNote } from './SaveProblemNote';
import '../alerts.css';

export interface AlertDialogProps {
  /** The alert to edit; without it a new one is created. */
  alert?: AlertView | null;
  /** A new alert's start (the detail page's or a table row's ticker and condition). */
  seed?: AlertSeed;
  /** The plan's limit of active alerts, for the 429 wording (the list answer's `limit`). */
  limit?: number | null;
  onClose(): void;
  onSaved?(alert: AlertView): void;
}

/**
 * Create or edit an alert in a dialog. The form checks the rules the server enforces as the user
 * types once a save was tried; the server's refusal (its 400 message, the plan's limit with the way
 * to upgrade) shows above the buttons and the draft stays. A seeded alert starts with a name of its
 * target and condition, so that it is saved in one more click.
 */
export default function AlertDialog({ alert, seed, limit = null, onClose, onSaved }: AlertDialogProps) {
  const { t } = useTranslation(['alerts', 'models']);
  const { session } = useEngine();
  const api = useDataMethods(alertsMethods);
  const targets = useAlertTargets();
  const [draft, setDraft] = useState<AlertDraft>(() => {
    if (alert) return draftOf(alert);
    const start = seededDraft(seed);
    if (!seed?.target || !seed.condition) return start;
    const words = `${targetWords(seed.target, t)}: ${conditionWords(seed.condition, t, session.language)}`;
    return { ...start, name: words.slice(0, ALERT_RULES.nameMaxLength) };
  });
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const check = useMemo(() => checkDraft(draft), [draft]);
  const problems = tried && !check.ok ? check.problems : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setProblem(null);
    if (!check.ok || saving) return;
    setSaving(true);
    try {
      const saved = alert ? await api.update(alert.id, check.input) : await api.create(check.input);
      onSaved?.(saved);
      onClose();
    } catch (err) {
      setProblem(saveProblemOf(err));
      setSaving(false);
    }
  };

  const formId = 'al-alert-form';
  return (
    <Modal title={t(alert ? 'form.editTitle' : 'form.createTitle')} onClose={onClose} size="large" className="al-dialog"
      actions={(
        <>
          <button type="button" className="button" onClick={onClose}>{t('form.cancel')}</button>
          <button type="submit" form={formId} className="button button--primary" disabled={saving} data-testid="alert-save">
            {t(saving ? 'form.saving' : 'form.save')}
          </button>
        </>
      )}>
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate data-testid="alert-form">
        <AlertForm draft={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} problems={problems} lists={targets.lists} scans={targets.scans} />
        {tried && !check.ok && <p className="al-field__error" role="status">{t('form.problems')}</p>}
        {problem && <SaveProblemNote problem={problem} limit={limit} />}
      </form>
    </Modal>
  );
}
