import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui/useFormat';
import { useDisplaySettings } from '../../../engine/ui/useDisplaySettings';
import { SignalBadge } from '../../../engine/list/cells/SignalBadge';
import '../../../engine/list/listView.css';
import { DisplayToggles, LanguageSelect } from '../DisplayToggles';

const SAMPLE_NUMBER = 1234567.891;
const SAMPLE_DATE = '2025-06-04';
const SIGNALS = ['bullish', 'neutral', 'neutralDanger', 'bearish'] as const;

/** /dashboard/display-settings: the display toggles, the language and how numbers and dates look in it. */
const DisplaySettingsScreen = observer(function DisplaySettingsScreen() {
  const { t } = useTranslation('shell');
  const { t: te } = useTranslation('engine');
  const f = useFormat();
  const { colorblind } = useDisplaySettings();
  return (
    <section className="shell-screen">
      <h1 className="shell-screen__title">{t('settings.title')}</h1>
      <div className="shell-settings">
        <div className="shell-card">
          <h2 className="shell-section-title">{t('settings.display')}</h2>
          <DisplayToggles className="shell-toggles--page" />
          <h3 className="shell-section-title">{t('settings.signals')}</h3>
          <p className="shell-signals" data-testid="signal-preview">
            {SIGNALS.map((s) => <SignalBadge key={s} value={s} t={te} colorblind={colorblind} />)}
          </p>
        </div>
        <div className="shell-card">
          <h2 className="shell-section-title">{t('settings.languageTitle')}</h2>
          <LanguageSelect />
          <dl className="shell-formats" data-testid="format-preview">
            <dt>{t('settings.numberFormat')}</dt>
            <dd>{f.number(SAMPLE_NUMBER, 2)}</dd>
            <dt>{t('settings.dateFormat')}</dt>
            <dd>{f.date(SAMPLE_DATE)}</dd>
            <dt>{t('settings.percentFormat')}</dt>
            <dd>{f.percent(12.5, 2)}</dd>
          </dl>
        </div>
      </div>
    </section>
  );
});

export default DisplaySettingsScreen;
