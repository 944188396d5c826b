import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../engine/ui';
import { acceptsHorizonInput, isValidTimeFrame } from '../../../product/correlationRules';

/**
 * Document 4 section 5: 'New Time Horizon (3-250 days)'. The input takes only empty or 0 to 250
 * (other keystrokes are ignored); Update is disabled outside 3 to 250.
 */
export function TimeHorizonDialog({ current, onUpdate, onClose, busy }: { current: number; onUpdate: (days: number) => void; onClose: () => void; busy: boolean }) {
  const { t } = useTranslation('correlations');
  const [text, setText] = useState(String(current));
  const valid = text !== '' && isValidTimeFrame(Number(text));
  return (
    <Modal title={t('horizon.title')} onClose={onClose}
      actions={<>
        <button type="button" className="button" onClick={onClose}>{t('horizon.cancel')}</button>
        <button type="button" className="button button--primary" disabled={!valid || busy} onClick={() => onUpdate(Number(text))}>{t('horizon.update')}</button>
      </>}>
      <label className="corr-field">
        <span>{t('horizon.label')}</span>
        <input type="text" inputMode="numeric" value={text} data-autofocus
          onChange={(e) => { if (acceptsHorizonInput(e.target.value)) setText(e.target.value); }} />
      </label>
    </Modal>
  );
}
