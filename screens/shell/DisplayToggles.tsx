import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEngine, displaySettingsOf } from '../../engine/ui';
import { Icon } from './icons';

const TOGGLES = [
  { key: 'darkMode', pick: 'dark', icon: 'moon', label: 'toggles.darkMode' },
  { key: 'compactModeStatus', pick: 'compact', icon: 'compact', label: 'toggles.compactMode' },
  { key: 'colorblindModeStatus', pick: 'colorblind', icon: 'eye', label: 'toggles.colorblind' },
] as const;

/** The three toggles of document 1 section 2.7: saved to the user settings and applied at once. */
export const DisplayToggles = observer(function DisplayToggles({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { session, account } = useEngine();
  const settings = displaySettingsOf(session.settings);
  const id = useId();
  return (
    <fieldset className={`shell-toggles${className ? ` ${className}` : ''}`}>
      <legend className="visually-hidden">{t('toggles.legend')}</legend>
      {TOGGLES.map((toggle) => (
        <label key={toggle.key} className="shell-toggle" htmlFor={`${id}-${toggle.key}`}>
          <Icon name={toggle.icon} size={16} />
          <span className="shell-toggle__label">{t(toggle.label)}</span>
          <input
            id={`${id}-${toggle.key}`}
            type="checkbox"
            role="switch"
            className="shell-toggle__input"
            checked={settings[toggle.pick]}
            onChange={(e) => void account.saveSettings({ [toggle.key]: e.target.checked })}
          />
          <span className="shell-toggle__track" aria-hidden="true" />
        </label>
      ))}
    </fieldset>
  );
});
