import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal } from '../../../engine/ui';
import { SCANNER_RULES } from '../../../product/scannerFilters';

export interface SearchConfirmDialogProps {
  /** The user's token balance; negative when unknown. */
  tokenBalance: number;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The search's confirmation (SCANNER_RT_CONFIRM, document 2 section 2): a search uses 10 tokens,
 * the balance, and that the same filters searched again within 120 minutes cost nothing.
 */
export function SearchConfirmDialog({ tokenBalance, onConfirm, onCancel }: SearchConfirmDialogProps) {
  const { t } = useTranslation('scanner');
  const known = tokenBalance >= 0;
  const short = known && tokenBalance < SCANNER_RULES.tokenCost;
  return (
    <Modal title={t('confirm.title')} role="alertdialog" onClose={onCancel} className="sc-confirm"
      actions={<>
        <button type="button" className="button button--primary" onClick={onConfirm} data-autofocus>{t('confirm.ok', { tokens: SCANNER_RULES.tokenCost })}</button>
        <button type="button" className="button" onClick={onCancel}>{t('dialog.cancel')}</button>
      </>}>
      <div data-testid="SCANNER_RT_CONFIRM">
        <p>{t('confirm.cost', { tokens: SCANNER_RULES.tokenCost })}</p>
        <p data-testid="scanner-confirm-balance">{known ? t('confirm.balance', { balance: tokenBalance }) : t('confirm.balanceUnknown')}</p>
        <p className="muted">{t('confirm.reuse', { minutes: SCANNER_RULES.reuseMinutes })}</p>
        {short && <p className="sc-warning">{t('confirm.short', { tokens: SCANNER_RULES.tokenCost })} <Link to="/join/tokens">{t('confirm.buy')}</Link></p>}
      </div>
    </Modal>
  );
}
