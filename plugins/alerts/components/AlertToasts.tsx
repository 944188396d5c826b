import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEngine } from '../../../engine/ui';
import type { AlertFiredEvent } from '../../../contracts';
import { ALERT_PATHS } from '../../../product/alertRules';
import { conditionWords, observedWords } from '../logic/conditionWords';
import { alertFeed, type AlertFeed } from '../state/alertFeed';
import '../alerts.css';

function AlertToast({ entry, onDismiss }: { entry: AlertFiredEvent; onDismiss(): void }) {
  const { t } = useTranslation(['alerts', 'models']);
  const { session } = useEngine();
  const language = session.language;
  const value = observedWords(entry.value, t, language);
  const level = observedWords(entry.level, t, language);
  return (
    <li className="al-toast" data-testid="alert-toast" data-alert-id={entry.alertId}>
      <p className="al-toast__title">{t('toast.title', { name: entry.alertName })}</p>
      <p className="al-toast__text">{t('toast.text', { ticker: entry.ticker, condition: conditionWords(entry.condition, t, language) })}</p>
      <p className="al-toast__meta muted">
        {t('toast.value', { value })}{level ? `, ${t('toast.level', { level })}` : ''}
      </p>
      <div className="al-toast__actions">
        <Link to={ALERT_PATHS.history} className="al-link" onClick={onDismiss}>{t('toast.open')}</Link>
        <button type="button" className="al-toast__close" onClick={onDismiss} aria-label={`${t('toast.dismiss')}: ${entry.alertName}`}>{t('toast.dismiss')}</button>
      </div>
    </li>
  );
}

/**
 * The notifications of alerts that fired, in a corner over every screen of every open tab (the
 * stream's events reach each tab); each stays until dismissed or opened, the newest few at once.
 * Announced politely by screen readers.
 */
export const AlertToasts = observer(function AlertToasts({ feed = alertFeed }: { feed?: AlertFeed }) {
  const { t } = useTranslation('alerts');
  return (
    <section className="al-toasts" aria-label={t('toast.label')} aria-live="polite">
      <ul className="al-toasts__list">
        {feed.toasts.map((entry) => <AlertToast key={entry.id} entry={entry} onDismiss={() => feed.dismiss(entry.id)} />)}
      </ul>
    </section>
  );
});

export default AlertToasts;
