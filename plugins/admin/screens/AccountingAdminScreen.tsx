import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError, saveFile } from '../../../engine/data';
import { useDataMethods } from '../../../engine/ui';
import { ACCOUNTING_RULES } from '../../../product/accountingRules';
import { formatCents } from '../../../product/vat';
import { adminOperationsMethods } from '../data/adminOperationsApi';
import type { StripeDiffAnswer } from '../../../contracts';
import '../admin.css';

type Message = { kind: 'ok' | 'error'; text: string } | null;

const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * /dashboard/accountingAdmin (document 4 sections 2.7 and 7.8): the accounting sheet of a year
 * (xlsx: invoices, refunds, VAT per country and month) downloaded with the master key, and the
 * comparison of our invoices and refunds with the card provider's balance transactions.
 */
export default function AccountingAdminScreen() {
  const { t } = useTranslation('admin');
  const api = useDataMethods(adminOperationsMethods);
  const [today] = useState(() => new Date());
  const [year, setYear] = useState(String(today.getUTCFullYear()));
  const [masterKey, setMasterKey] = useState('');
  const [sheetBusy, setSheetBusy] = useState(false);
  const [sheetMessage, setSheetMessage] = useState<Message>(null);
  const [from, setFrom] = useState(isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))));
  const [to, setTo] = useState(isoDay(today));
  const [diffBusy, setDiffBusy] = useState(false);
  const [diffError, setDiffError] = useState<string | null>(null);
  const [diff, setDiff] = useState<StripeDiffAnswer | null>(null);

  const refused = (err: unknown): string | null => (err instanceof ApiCallError && err.status >= 400 && err.status < 500 ? err.message : null);

  const download = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const y = Number(year);
    if (!Number.isInteger(y) || y < ACCOUNTING_RULES.minYear || y > ACCOUNTING_RULES.maxYear) {
      return setSheetMessage({ kind: 'error', text: t('accounting.badYear', { min: ACCOUNTING_RULES.minYear, max: ACCOUNTING_RULES.maxYear }) });
    }
    if (!masterKey.trim()) return setSheetMessage({ kind: 'error', text: t('accounting.noKey') });
    setSheetBusy(true);
    setSheetMessage(null);
    try {
      saveFile(await api.accountingSheet(y, masterKey.trim()), ACCOUNTING_RULES.fileName(y));
      setSheetMessage({ kind: 'ok', text: t('accounting.downloaded') });
    } catch (err) {
      const reason = refused(err);
      setSheetMessage({ kind: 'error', text: reason ? t('accounting.refused', { reason }) : t('accounting.failed') });
    } finally {
      setSheetBusy(false);
    }
  };

  const compare = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (!from || !to) return setDiffError(t('accounting.noDates'));
    if (from > to) return setDiffError(t('accounting.fromAfterTo'));
    setDiffBusy(true);
    setDiffError(null);
    try {
      setDiff(await api.stripeDiff(from, to));
    } catch (err) {
      setDiff(null);
      setDiffError(t('operations.somethingWrong', { message: err instanceof Error ? err.message : String(err) }));
    } finally {
      setDiffBusy(false);
    }
  };

  const cents = (v: number | null): string => (v === null ? '–' : formatCents(v));

  return (
    <section className="shell-screen admin-screen" data-testid="accounting-admin">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('accounting.title')}</h1>
        <p className="muted">{t('accounting.lead')}</p>
      </header>
      <form className="admin-card" onSubmit={(e) => void download(e)} noValidate aria-labelledby="accounting-sheet">
        <h2 id="accounting-sheet">{t('accounting.sheetTitle')}</h2>
        <p className="muted">{t('accounting.sheetLead')}</p>
        <div className="admin-actions">
          <label>
            {t('accounting.year')}
            <input type="number" inputMode="numeric" min={ACCOUNTING_RULES.minYear} max={ACCOUNTING_RULES.maxYear} value={year} onChange={(e) => setYear(e.target.value)} />
          </label>
          <label>
            {t('accounting.masterKey')}
            <input type="password" value={masterKey} onChange={(e) => setMasterKey(e.target.value)} autoComplete="off" />
          </label>
          <button type="submit" className="button button--primary" disabled={sheetBusy}>{t('accounting.download')}</button>
        </div>
        {sheetMessage && (
          <p role={sheetMessage.kind === 'error' ? 'alert' : 'status'} className={`message message--${sheetMessage.kind === 'error' ? 'error' : 'success'}`}>{sheetMessage.text}</p>
        )}
      </form>
      <form className="admin-card" onSubmit={(e) => void compare(e)} noValidate aria-labelledby="accounting-diff">
        <h2 id="accounting-diff">{t('accounting.diffTitle')}</h2>
        <p className="muted">{t('accounting.diffLead')}</p>
        <div className="admin-actions">
          <label>{t('accounting.from')}<input type="date" value={from} onChange={(e) => setFrom(e.target.value)} /></label>
          <label>{t('accounting.to')}<input type="date" value={to} onChange={(e) => setTo(e.target.value)} /></label>
          <button type="submit" className="button button--primary" disabled={diffBusy}>{t('accounting.compare')}</button>
        </div>
        {diffError && <p role="alert" className="message message--error">{diffError}</p>}
        {diff && (
          <div data-testid="accounting-diff-result">
            <p>{t('accounting.checked', { provider: diff.provider, invoices: diff.checked.invoices, refunds: diff.checked.refunds, transactions: diff.checked.transactions })}</p>
            {diff.differences.length === 0 ? <p role="status" className="message message--success">{t('accounting.noDifferences')}</p> : (
              <div className="admin-scroll">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th>{t('accounting.col.kind')}</th><th>{t('accounting.col.document')}</th><th>{t('accounting.col.ref')}</th><th>{t('accounting.col.invoice')}</th>
                      <th>{t('accounting.col.ours')}</th><th>{t('accounting.col.provider')}</th><th>{t('accounting.col.at')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {diff.differences.map((d) => (
                      <tr key={`${d.kind}:${d.document}:${d.ref}:${d.at}`} data-kind={d.kind}>
                        <td>{t(`accounting.kind.${d.kind}`)}</td><td>{t(`accounting.document.${d.document}`)}</td><td className="admin-mono">{d.ref}</td>
                        <td>{d.invoiceNumber ?? '–'}</td><td>{cents(d.oursCents)} {d.currency}</td><td>{cents(d.providerCents)} {d.currency}</td><td>{d.at.slice(0, 16).replace('T', ' ')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        )}
      </form>
    </section>
  );
}
