import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEngine, useFormat, displaySettingsOf } from '../../../engine/ui';
import { SignalBadge } from '../../../engine/list';

const TOGGLES = [
  { key: 'darkMode', pick: 'dark', label: 'display.toggles.darkMode' },
  { key: 'compactModeStatus', pick: 'compact', label: 'display.toggles.compactMode' },
  { key: 'colorblindModeStatus', pick: 'colorblind', label: 'display.toggles.colorblind' },
] as const;

const SIGNALS = ['bullish', 'neutral', 'neutralDanger', 'bearish'] as const;
const SAMPLE_NUMBER = 1234567.891;
const SAMPLE_DATE = '2025-06-04';

/**
 * The display toggles (dark, compact, colorblind; document 1 section 2.7), saved to the user
 * settings and applied at once, as in the sidebar, with the signal colours they give.
 */
export const AppearanceCard = observer(function AppearanceCard() {
  const { t } = useTranslation('listTools');
  const { t: te } = useTranslation('engine');
  const { session, account } = useEngine();
  const settings = displaySettingsOf(session.settings);
  const id = useId();
  return (
    <div className="lt-card">
      <h2 className="lt-section-title">{t('display.appearance')}</h2>
      <fieldset className="lt-toggles">
        <legend className="lt-visually-hidden">{t('display.toggles.legend')}</legend>
        {TOGGLES.map((toggle) => (
          <label key={toggle.key} className="lt-toggle" htmlFor={`${id}-${toggle.key}`}>
            <span className="lt-toggle__label">{t(toggle.label)}</span>
            <input
              id={`${id}-${toggle.key}`}
              type="checkbox"
              role="switch"
              className="lt-toggle__input"
              checked={settings[toggle.pick]}
              onChange={(e) => void account.saveSettings({ [toggle.key]: e.target.checked })}
            />
            <span className="lt-toggle__track" aria-hidden="true" />
          </label>
        ))}
      </fieldset>
      <h3 className="lt-subtitle">{t('display.signals')}</h3>
      <p className="lt-signals" data-testid="signal-preview">
        {SIGNALS.map((s) => <SignalBadge key={s} value={s} t={te} colorblind={settings.colorblind} />)}
      </p>
    </div>
  );
});

/** The interface language (settings.language, applied at once) and how numbers and dates look in it. */
export const LanguageCard = observer(function LanguageCard() {
  const { t } = useTranslation('listTools');
  const { session, account } = useEngine();
  const f = useFormat();
  const id = useId();
  return (
    <div className="lt-card">
      <h2 className="lt-section-title">{t('display.languageTitle')}</h2>
      <div className="lt-field">
        <label htmlFor={id}>{t('display.language')}</label>
        <select id={id} value={session.language} onChange={(e) => void account.saveSettings({ language: e.target.value })}>
          <option value="en">English</option>
          <option value="de">Deutsch</option>
        </select>
      </div>
      <dl className="lt-formats" data-testid="format-preview">
        <dt>{t('display.numberFormat')}</dt>
        <dd>{f.number(SAMPLE_NUMBER, 2)}</dd>
        <dt>{t('display.dateFormat')}</dt>
        <dd>{f.date(SAMPLE_DATE)}</dd>
        <dt>{t('display.percentFormat')}</dt>
        <dd>{f.percent(12.5, 2)}</dd>
      </dl>
    </div>
  );
});
