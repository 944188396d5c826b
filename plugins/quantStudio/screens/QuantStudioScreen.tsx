import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptDialog } from '../../../engine/form';
import { Modal, useEngine } from '../../../engine/ui';
import { balancesOf, setBalances } from '../../billing';
import type { QuantSavedRunSummary, SessionUser } from '../../../contracts';
import { QUANT_STUDIO_RULES } from '../../../product/quantStudioRules';
import { CompareView } from '../components/CompareView';
import { RunFormView } from '../components/RunFormView';
import { RunResultView } from '../components/RunResultView';
import { SavedRunsList } from '../components/SavedRunsList';
import { initialForm, toRequest, type RunForm } from '../logic/runForm';
import { useQuantStudio } from '../state/useQuantStudio';
import '../quantStudio.css';

type Dialog = { kind: 'save'; runId: string } | { kind: 'delete'; run: QuantSavedRunSummary } | null;

/**
 * /dashboard/quant-studio (issue 23 scope 5, Elite): pick tickers or a list, a model strategy and
 * its parameters, a period, a benchmark and costs; run (its token cost said before); see the
 * statistics, equity, drawdown and trades the server computed; save runs, open, delete and compare
 * two side by side.
 */
const QuantStudioScreen = observer(function QuantStudioScreen() {
  const { t } = useTranslation('quantStudio');
  const { session } = useEngine();
  const studio = useQuantStudio();
  const [form, setForm] = useState<RunForm | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const user = session.user as SessionUser | null;
  const lists = {
    watchlist: (user?.watchlists?.regular ?? []).map((l) => l.name),
    crypto: (user?.watchlists?.crypto ?? []).map((l) => l.name),
  };

  useEffect(() => {
    if (studio.config && !form) setForm(initialForm(studio.config.lastSession, studio.config.firstSession));
  }, [studio.config, form]);
  useEffect(() => {
    // Runs deleted meanwhile leave the comparison's picks.
    const ids = new Set(studio.saved?.runs.map((r) => r.id));
    setPicked((p) => p.filter((id) => ids.has(id)));
  }, [studio.saved]);

  const run = async (): Promise<void> => {
    if (!form) return;
    const answer = await studio.run(toRequest(form));
    if (answer) setBalances(session, { tokenBalance: answer.tokenBalance });
  };
  const shown = studio.shown;

  return (
    <section className="shell-screen qs-screen" data-testid="quant-studio-screen">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('title')}</h1>
        <p className="muted">{t('lead', { count: QUANT_STUDIO_RULES.runTokenCost })}</p>
      </header>
      {studio.failed && <p role="alert" className="qs-problem">{t('loadFailed')}</p>}
      {!studio.failed && (!studio.config || !form) && <p role="status" className="muted">{t('loading')}</p>}
      {studio.config && form && (
        <RunFormView form={form} onChange={setForm} lists={lists} firstSession={studio.config.firstSession} lastSession={studio.config.lastSession}
          busy={studio.busy} tokenBalance={balancesOf(session.user).tokenBalance} onRun={() => void run()} />
      )}
      {studio.problem && (
        <p role="alert" className="qs-problem" data-testid="quant-problem">{studio.problem.message ?? t('problem')}</p>
      )}

      {shown.kind === 'run' && (
        <>
          <div className="qs-save-row">
            {shown.savedAs
              ? <p role="status" data-testid="quant-saved-note">{t('savedAs', { name: shown.savedAs })}</p>
              : <button type="button" className="button" onClick={() => setDialog({ kind: 'save', runId: shown.answer.runId })} data-testid="quant-save">{t('save')}</button>}
            <span className="muted">{t('charged', { count: shown.answer.tokensCharged, balance: shown.answer.tokenBalance })}</span>
          </div>
          <RunResultView result={shown.answer.result} title={t('result.title')} />
        </>
      )}
      {shown.kind === 'saved' && <RunResultView result={shown.run.result} title={t('result.savedTitle', { name: shown.run.name })} />}
      {shown.kind === 'compare' && <CompareView answer={shown.answer} onClose={() => studio.setShown({ kind: 'none' })} />}

      {studio.saved && (
        <SavedRunsList runs={studio.saved.runs} limit={studio.saved.limit} picked={picked}
          onPick={(id) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id].slice(-2)))}
          onOpen={(id) => void studio.open(id)} onDelete={(r) => setDialog({ kind: 'delete', run: r })}
          onCompare={() => { if (picked.length === 2) void studio.compare(picked[0]!, picked[1]!); }} />
      )}

      {dialog?.kind === 'save' && (
        <PromptDialog title={t('saveDialog.title')} label={t('saveDialog.label')} maxLength={QUANT_STUDIO_RULES.maxNameLength}
          okLabel={t('saveDialog.ok')} cancelLabel={t('saveDialog.cancel')}
          onConfirm={(name) => { setDialog(null); void studio.save(dialog.runId, name); }} onCancel={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <Modal title={t('deleteDialog.title')} role="alertdialog" onClose={() => setDialog(null)}
          actions={(
            <>
              <button type="button" className="button" data-autofocus onClick={() => setDialog(null)}>{t('deleteDialog.cancel')}</button>
              <button type="button" className="button button--primary" disabled={studio.busy} data-testid="quant-delete-confirm"
                onClick={() => { const id = dialog.run.id; setDialog(null); void studio.remove(id); }}>{t('deleteDialog.ok')}</button>
            </>
          )}>
          <p>{t('deleteDialog.text', { name: dialog.run.name })}</p>
        </Modal>
      )}
    </section>
  );
});

export default QuantStudioScreen;
