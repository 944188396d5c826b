import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNAL_SCOPES, type SignalScope } from '../logic/scope';

/** "My tickers" or "All tickers": two radio buttons in a group named by its legend. */
export function ScopeSwitch({ scope, onChange }: { scope: SignalScope; onChange(scope: SignalScope): void }) {
  const { t } = useTranslation('recentChanges');
  const name = useId();
  return (
    <fieldset className="rc-scope" data-testid="signal-scope">
      <legend className="rc-scope__legend">{t('scope.legend')}</legend>
      {SIGNAL_SCOPES.map((value) => (
        <label key={value} className={`rc-scope__option${scope === value ? ' rc-scope__option--on' : ''}`}>
          <input type="radio" name={name} value={value} checked={scope === value} onChange={() => onChange(value)} />
          <span>{t(`scope.${value}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
