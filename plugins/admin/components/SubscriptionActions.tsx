import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import type { SubscriptionEntry } from '../../../contracts';

export interface SubscriptionActionsProps {
  subscriptions: readonly SubscriptionEntry[];
  busy: boolean;
  onSetActive: (id: string, active: boolean) => void;
  onCancel: (ids: string[]) => void;
}

const UUID = /^[0-9a-fA-F-]{36}$/;

/**
 * De-/activate a subscription by its id (a text input, document 4 section 2.7) and cancel the
 * chosen running ones at once (after a confirmation step).
 */
export function SubscriptionActions({ subscriptions, busy, onSetActive, onCancel }: SubscriptionActionsProps) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [id, setId] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const validId = UUID.test(id.trim());
  const toggle = (subId: string) => setChosen((prev) => {
    const next = new Set(prev);
    if (next.has(subId)) next.delete(subId); else next.add(subId);
    return next;
  });
  return (
    <section className="admin-card" aria-labelledby="admin-subscriptions">
      <h2 id="admin-subscriptions">{t('subscriptions.title')}</h2>
      {subscriptions.length === 0 ? <p className="muted">{t('subscriptions.none')}</p> : (
        <table className="admin-table" data-testid="admin-subscriptions">
          <thead><tr><th scope="col"><span className="visually-hidden">{t('subscriptions.choose')}</span></th><th scope="col">{t('subscriptions.id')}</th><th scope="col">{t('subscriptions.product')}</th><th scope="col">{t('subscriptions.status')}</th><th scope="col">{t('subscriptions.until')}</th></tr></thead>
          <tbody>
            {subscriptions.map((sub) => (
              <tr key={sub.id}>
                <td>{sub.active && <input type="checkbox" checked={chosen.has(sub.id)} onChange={() => toggle(sub.id)} aria-label={t('subscriptions.chooseOne', { name: sub.description })} />}</td>
                <td><code>{sub.id}</code></td>
                <td>{sub.sku} · {sub.description}</td>
                <td>{t(`subscriptions.state.${sub.active ? (sub.cancelled ? 'cancelled' : 'active') : 'ended'}`)}</td>
                <td>{f.date(sub.cycleEnd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {chosen.size > 0 && (confirming ? (
        <p className="admin-actions">
          <span>{t('subscriptions.confirm', { count: chosen.size })}</span>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => { setConfirming(false); onCancel([...chosen]); setChosen(new Set()); }}>{t('subscriptions.confirmYes')}</button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>{t('subscriptions.confirmNo')}</button>
        </p>
      ) : (
        <p className="admin-actions"><button type="button" className="button" disabled={busy} onClick={() => setConfirming(true)}>{t('subscriptions.cancel', { count: chosen.size })}</button></p>
      ))}
      <div className="admin-actions">
        <label>
          {t('subscriptions.byId')}
          <input type="text" value={id} onChange={(e) => setId(e.target.value)} placeholder="00000000-0000-0000-0000-000000000000" spellCheck={false} />
        </label>
        <button type="button" className="button" disabled={busy || !validId} onClick={() => onSetActive(id.trim(), false)}>{t('subscriptions.deactivate')}</button>
        <button type="button" className="button" disabled={busy || !validId} onClick={() => onSetActive(id.trim(), true)}>{t('subscriptions.activate')}</button>
      </div>
    </section>
  );
}
