import { useTranslation } from 'react-i18next';
import { GAMMA_RULES } from '../../../product/gammaRules';
import type { GammaMode } from '../../../contracts';

/** Delayed (the last close, free) or RT (the current chain, 5 tokens per request). */
export function ModeToggle({ mode, onChange }: { mode: GammaMode; onChange: (mode: GammaMode) => void }) {
  const { t } = useTranslation('gamma');
  const option = (value: GammaMode, label: string, hint: string) => (
    <label className={`gm-mode__option${mode === value ? ' gm-mode__option--on' : ''}`}>
      <input type="radio" name="gamma-mode" value={value} checked={mode === value} onChange={() => onChange(value)} />
      <span className="gm-mode__label">{label}</span>
      <span className="gm-mode__hint muted">{hint}</span>
    </label>
  );
  return (
    <fieldset className="gm-mode" data-testid="gamma-mode">
      <legend>{t('mode.legend')}</legend>
      {option('delayed', t('mode.delayed'), t('mode.delayedHint'))}
      {option('realtime', t('mode.realtime'), t('mode.realtimeHint', { tokens: GAMMA_RULES.realtimeTokenCost }))}
    </fieldset>
  );
}
