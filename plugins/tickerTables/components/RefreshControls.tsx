import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsConfirmation, refreshMode, isEodUser, type RefreshChoice, type RefreshMode } from '../logic/refreshPlan';
import type { Selection } from '../state/selection';
import { ConfirmDialog } from './ConfirmDialog';

export interface RefreshControlsProps {
  selection: Selection;
  /** The tickers that may be selected now (shown, and allowed for the user's package). */
  selectable: readonly string[];
  listSize: number;
  userPackage: string;
  onRefresh(tickers: string[], mode: RefreshMode): Promise<void>;
}

/**
 * The refresh selector (document 2 section 4): select tickers, choose last price only or ranges
 * in real time (EOD users: the EOD range), confirm a real-time refresh of more than half of the
 * list, refresh.
 */
export const RefreshControls = observer(function RefreshControls({ selection, selectable, listSize, userPackage, onRefresh }: RefreshControlsProps) {
  const { t } = useTranslation('tables');
  const [choice, setChoice] = useState<RefreshChoice>('quote');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const selected = selectable.filter((ticker) => selection.has(ticker));
  const allSelected = selectable.length > 0 && selected.length === selectable.length;
  const mode = refreshMode(choice, userPackage);

  const run = async (): Promise<void> => {
    setConfirming(false);
    setBusy(true);
    try {
      await onRefresh(selected, mode);
      selection.clear();
    } finally {
      setBusy(false);
    }
  };
  const start = (): void => {
    if (needsConfirmation(mode, selected.length, listSize)) setConfirming(true);
    else void run();
  };

  return (
    <div className="tt-refresh" role="group" aria-label={t('refresh.group')}>
      <label className="tt-check">
        <input type="checkbox" checked={allSelected} disabled={!selectable.length}
          onChange={() => (allSelected ? selection.clear() : selection.set(selectable))} />
        {t('refresh.selectAll')}
      </label>
      <select className="tt-input tt-select-mode" value={choice} onChange={(e) => setChoice(e.target.value as RefreshChoice)} aria-label={t('refresh.mode')}>
        <option value="quote">{t('refresh.quote')}</option>
        <option value="ranges">{isEodUser(userPackage) ? t('refresh.eodRanges') : t('refresh.realtime')}</option>
      </select>
      <button type="button" className="button" disabled={!selected.length || busy} onClick={start} data-testid="refresh-button">
        {busy ? t('refresh.busy') : t('refresh.button', { count: selected.length })}
      </button>
      {confirming && (
        <ConfirmDialog title={t('refresh.confirmTitle')} message={t('refresh.confirmText', { count: selected.length, total: listSize })}
          confirmLabel={t('refresh.confirm')} onConfirm={() => void run()} onCancel={() => setConfirming(false)} />
      )}
    </div>
  );
});
