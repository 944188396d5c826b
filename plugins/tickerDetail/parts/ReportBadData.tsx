import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods } from '../../../engine/ui';
import { reportMethods, type ReportOutcome } from '../data/reportApi';
import { TICKER_ADMIN_RULES } from '../../../product/tickerAdminRules';

/**
 * "Report bad data" on the detail page (issue 28 scope 7): a small action that opens an optional
 * comment and sends the report to the admins' list (`/brokenTicker`). The server limits how many
 * reports a member sends per hour.
 */
export function ReportBadData({ ticker }: { ticker: string }) {
  const { t } = useTranslation('detail');
  const api = useDataMethods(reportMethods);
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await api.report(ticker, comment);
    setBusy(false);
    setOutcome(answer);
    if (answer === 'sent' || answer === 'alreadyReported') {
      setOpen(false);
      setComment('');
    }
  };

  return (
    <div className="detail-report" data-testid="report-bad-data">
      {!open && (
        <button type="button" className="detail-report__toggle" onClick={() => { setOpen(true); setOutcome(null); }}>
          {t('report.action')}
        </button>
      )}
      {open && (
        <form className="detail-report__form" onSubmit={(e) => { void submit(e); }} aria-label={t('report.title', { ticker })}>
          <label>
            {t('report.comment')}
            <textarea value={comment} maxLength={TICKER_ADMIN_RULES.reportCommentMaxLength} rows={3} onChange={(e) => setComment(e.target.value)}
              placeholder={t('report.placeholder')} />
          </label>
          <div className="detail-report__buttons">
            <button type="submit" className="button" disabled={busy}>{t('report.send')}</button>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>{t('report.cancel')}</button>
          </div>
        </form>
      )}
      {outcome && (
        <p role={outcome === 'sent' || outcome === 'alreadyReported' ? 'status' : 'alert'} className={`message message--${outcome === 'sent' || outcome === 'alreadyReported' ? 'success' : 'error'}`}>
          {t(`report.${outcome}`, { ticker })}
        </p>
      )}
    </div>
  );
}
