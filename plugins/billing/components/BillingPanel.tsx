import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError, saveFile } from '../../../engine/data';
import { useFormat } from '../../../engine/ui';
import { useBilling } from '../api/BillingApiContext';
import type { PurchaseEntry } from '../../../contracts';
import { billingErrorMessage, type BillingMessage } from '../model/billingErrors';
import { formatEur } from '../model/money';
import { settingsTabPath, PAYMENT_TAB } from '../model/routes';
import { useLoad } from './useLoad';
import { LoadFailure, Loading, Notice, useMessage } from './ui';

interface PanelData {
  history: PurchaseEntry[];
  paypal: PurchaseEntry[];
}

/** A file of the purchase history: an invoice, or the credit note of a refund. */
type HistoryFile = { kind: 'invoice' | 'creditNote'; id: string };

/** Payments as a table, each with its invoice (GET /api/downloadInvoice) and its refunds' credit notes (GET /api/downloadCreditNote). */
function PurchaseTable({ rows, caption, testId, onDownload, downloading }: {
  rows: readonly PurchaseEntry[];
  caption: string;
  testId: string;
  onDownload: (file: HistoryFile) => void;
  downloading: string | null;
}) {
  const { t } = useTranslation('billing');
  const f = useFormat();
  return (
    <div className="bl-table-wrap">
      <table className="bl-table" data-testid={testId}>
        <caption className="bl-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.date')}</th>
            <th scope="col">{t('history.item')}</th>
            <th scope="col">{t('history.method')}</th>
            <th scope="col" className="bl-num">{t('history.vat')}</th>
            <th scope="col" className="bl-num">{t('history.total')}</th>
            <th scope="col">{t('history.invoice')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.orderId}>
              <td>{f.date(row.date)}</td>
              <th scope="row">
                {row.description}
                {row.status !== 'paid' && <span className="muted"> · {t(`history.status.${row.status}`, { defaultValue: row.status })}</span>}
              </th>
              <td>{row.paymentMethod ?? t(`processor.${row.type}`)}</td>
              <td className="bl-num">{formatEur(row.vatCents, f)}</td>
              <td className="bl-num">{formatEur(row.totalCents, f)}</td>
              <td>
                {row.invoiceId ? (
                  <button type="button" className="button bl-button--small" disabled={downloading === row.invoiceId} onClick={() => onDownload({ kind: 'invoice', id: row.invoiceId! })}
                    aria-label={t('history.downloadLabel', { id: row.invoiceId })}>
                    {t('history.download')}
                  </button>
                ) : <span className="muted">–</span>}
                {(row.creditNotes ?? []).map((note) => (
                  <button key={note.number} type="button" className="button bl-button--small" data-testid="credit-note-download"
                    disabled={downloading === note.number} onClick={() => onDownload({ kind: 'creditNote', id: note.number })}
                    aria-label={t('history.creditNoteLabel', { number: note.number, total: formatEur(note.totalCents, f) })}>
                    {t('history.creditNote', { number: note.number })}
                  </button>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The billing panel (settings tab Payment Information and /join/payment-information): the card
 * provider's customer portal in a new tab (POST /api/stripe/customer-portal), the PayPal
 * payments and every payment with its invoice PDF and the credit notes of its refunds.
 */
export function BillingPanel() {
  const { t } = useTranslation('billing');
  const text = useMessage();
  const { api, openTab } = useBilling();
  const [data, reload] = useLoad<PanelData>('billing-panel', async () => {
    const [user, paypal] = await Promise.all([api.userData(), api.paypalPurchaseHistory()]);
    const history = Array.isArray(user.billingHistory) ? user.billingHistory : [];
    return { history, paypal };
  });
  const [portal, setPortal] = useState<'idle' | 'opening' | BillingMessage>('idle');
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState(false);

  const openPortal = async (): Promise<void> => {
    setPortal('opening');
    try {
      await openTab(api.customerPortal(settingsTabPath(PAYMENT_TAB)));
      setPortal('idle');
    } catch (err) {
      setPortal(err instanceof ApiCallError && err.status === 404 ? { key: 'payment.noCardYet' } : billingErrorMessage(err, 'generic'));
    }
  };

  const download = async (file: HistoryFile): Promise<void> => {
    setDownloading(file.id);
    setDownloadError(false);
    try {
      saveFile(await (file.kind === 'invoice' ? api.invoicePdf(file.id) : api.creditNotePdf(file.id)), `${file.id}.pdf`);
    } catch {
      setDownloadError(true);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className="bl-panel" data-testid="billing-panel">
      <section className="bl-card" aria-labelledby="bl-card-title">
        <h2 id="bl-card-title" className="bl-section-title">{t('payment.cardTitle')}</h2>
        <p className="muted">{t('payment.cardText')}</p>
        <button type="button" className="button button--primary" disabled={portal === 'opening'} onClick={() => void openPortal()}>
          {t('payment.openPortal')}
        </button>
        {typeof portal === 'object' && <Notice kind={portal.key === 'payment.noCardYet' ? 'info' : 'error'} testId="portal-message">{text(portal)}</Notice>}
      </section>
      {data.status === 'loading' && <Loading />}
      {data.status === 'error' && <LoadFailure message={billingErrorMessage(data.error, 'dataLoad')} onRetry={reload} />}
      {data.status === 'ready' && (
        <>
          <section className="bl-card" aria-labelledby="bl-paypal-title">
            <h2 id="bl-paypal-title" className="bl-section-title">{t('payment.paypalTitle')}</h2>
            <p className="muted">{t('payment.paypalText')}</p>
            {data.data.paypal.length
              ? <PurchaseTable rows={data.data.paypal} caption={t('payment.paypalHistory')} testId="paypal-history" onDownload={(id) => void download(id)} downloading={downloading} />
              : <p data-testid="paypal-empty">{t('payment.noPaypal')}</p>}
          </section>
          <section className="bl-card" aria-labelledby="bl-history-title">
            <h2 id="bl-history-title" className="bl-section-title">{t('payment.historyTitle')}</h2>
            {data.data.history.length
              ? <PurchaseTable rows={data.data.history} caption={t('payment.historyCaption')} testId="billing-history" onDownload={(id) => void download(id)} downloading={downloading} />
              : <p>{t('payment.noPayments')}</p>}
            {downloadError && <Notice kind="error">{t('payment.downloadFailed')}</Notice>}
          </section>
        </>
      )}
    </div>
  );
}
