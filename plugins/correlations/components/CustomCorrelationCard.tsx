import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, useDataMethods, useKeyedLoad } from '../../../engine/ui';
import { tickersOf } from '../../../product/correlationRules';
import type { CustomCorrelation } from '../../../contracts';
import { correlationsMethods } from '../data/correlationsApi';
import { canRemoveTicker, renamed, retimed, withoutTicker, withTicker } from '../logic/customCorrelations';
import { CorrelationMatrix } from './CorrelationMatrix';
import { CorrelationFailureMessage, MissingTickers } from './TableMessage';
import { TimeHorizonDialog } from './TimeHorizonDialog';

export interface CustomCorrelationCardProps {
  correlation: CustomCorrelation;
  busy: boolean;
  /** Replaces this correlation by `next` (saved with the whole list); false when it failed. */
  onChange(next: CustomCorrelation): Promise<boolean>;
  onDelete(): Promise<boolean>;
}

/** One saved correlation: its table, rename, add and remove ticker, click-to-change time frame, delete. */
export function CustomCorrelationCard({ correlation, busy, onChange, onDelete }: CustomCorrelationCardProps) {
  const { t } = useTranslation('correlations');
  const api = useDataMethods(correlationsMethods);
  const tickers = tickersOf(correlation.tickers);
  const state = useKeyedLoad(`${correlation.tickers}|${correlation.timeFrame}|${correlation.offsetDays}`,
    () => api.table(tickers, correlation.timeFrame, correlation.offsetDays));
  const [dialog, setDialog] = useState<'none' | 'rename' | 'horizon' | 'delete'>('none');
  const [name, setName] = useState(correlation.name);
  const [ticker, setTicker] = useState('');

  async function addTicker(e: FormEvent): Promise<void> {
    e.preventDefault();
    const next = withTicker(correlation, ticker);
    setTicker('');
    if (next !== correlation) await onChange(next);
  }

  async function rename(e: FormEvent): Promise<void> {
    e.preventDefault();
    if (!name.trim()) return;
    if (await onChange(renamed(correlation, name))) setDialog('none');
  }

  const label = correlation.name;
  return (
    <article className="corr-card" data-testid="custom-correlation" data-id={correlation.id} aria-label={label}>
      <header className="corr-card__head">
        <h3 className="corr-card__title">{label}</h3>
        <button type="button" className="corr-link" data-testid="time-frame" disabled={busy} onClick={() => setDialog('horizon')}
          title={t('custom.changeTimeFrame')}>{t('custom.timeFrame', { count: correlation.timeFrame })}</button>
        <span className="corr-card__actions">
          <button type="button" className="button" disabled={busy} onClick={() => { setName(correlation.name); setDialog('rename'); }}>{t('custom.rename')}</button>
          <button type="button" className="button button--danger" disabled={busy} onClick={() => setDialog('delete')}>{t('custom.delete')}</button>
        </span>
      </header>
      <form className="corr-inline-form" onSubmit={(e) => void addTicker(e)}>
        <label className="corr-field corr-field--inline">
          <span>{t('custom.addTickerLabel')}</span>
          <input type="text" value={ticker} onChange={(e) => setTicker(e.target.value.toUpperCase())} placeholder="SPY" />
        </label>
        <button type="submit" className="button" disabled={busy || !ticker.trim()}>{t('custom.addTicker')}</button>
      </form>
      {state.status === 'loading' && <p role="status" className="muted">{t('loading')}</p>}
      {state.status === 'failed' && <CorrelationFailureMessage error={state.error} />}
      {state.status === 'ready' && <>
        <MissingTickers tickers={tickers.filter((tk) => !(tk in state.value))} />
        <CorrelationMatrix caption={t('custom.caption', { name: label, count: correlation.timeFrame })} tickers={tickers.filter((tk) => tk in state.value)}
          values={state.value} onRemove={(tk) => void onChange(withoutTicker(correlation, tk))} removeDisabled={busy || !canRemoveTicker(correlation)} />
      </>}
      {dialog === 'horizon' && (
        <TimeHorizonDialog current={correlation.timeFrame} busy={busy} onClose={() => setDialog('none')}
          onUpdate={(days) => void onChange(retimed(correlation, days)).then((ok) => { if (ok) setDialog('none'); })} />
      )}
      {dialog === 'rename' && (
        <Modal title={t('custom.renameTitle')} onClose={() => setDialog('none')}>
          <form onSubmit={(e) => void rename(e)}>
            <label className="corr-field">
              <span>{t('add.name')}</span>
              <input type="text" value={name} maxLength={60} data-autofocus onChange={(e) => setName(e.target.value)} />
            </label>
            <div className="corr-dialog-actions">
              <button type="button" className="button" onClick={() => setDialog('none')}>{t('horizon.cancel')}</button>
              <button type="submit" className="button button--primary" disabled={busy || !name.trim()}>{t('custom.save')}</button>
            </div>
          </form>
        </Modal>
      )}
      {dialog === 'delete' && (
        <Modal title={t('custom.deleteTitle')} role="alertdialog" onClose={() => setDialog('none')}
          actions={<>
            <button type="button" className="button" onClick={() => setDialog('none')}>{t('horizon.cancel')}</button>
            <button type="button" className="button button--danger" disabled={busy} onClick={() => void onDelete()}>{t('custom.delete')}</button>
          </>}>
          <p>{t('custom.deleteQuestion', { name: label })}</p>
        </Modal>
      )}
    </article>
  );
}
