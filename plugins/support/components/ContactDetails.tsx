import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SUPPORT } from '../../../product/support';
import { SUPPORT_PATHS } from '../../../product/supportTickets';
import '../support.css';

/**
 * The support facts of product/support.ts and the way to the support form: one block for the public
 * /contact page and the members' /help/contact. The public page styles its button as the site's
 * (`buttonClassName`): the app's button on the site's link colour has too little contrast.
 */
export function ContactDetails({ buttonClassName = 'button button--primary' }: { buttonClassName?: string }) {
  const { t } = useTranslation(['support', 'site']);
  return (
    <div className="sp-contact" data-testid="contact-details">
      <div className="sp-card">
        <h2>{t('support:contact.formTitle')}</h2>
        <p>{t('support:contact.formText')}</p>
        <p><Link className={buttonClassName} to={SUPPORT_PATHS.tickets}>{t('support:contact.formLink')}</Link></p>
      </div>
      <div className="sp-card">
        <h2>{t('site:contact.mailTitle')}</h2>
        <p><a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a></p>
        <p className="sp-muted sp-small">{t('site:contact.mailHint')}</p>
        <p className="sp-muted sp-small">{t('support:contact.hours', { hours: SUPPORT.responseHours })}</p>
        <p className="sp-muted sp-small">{t('support:contact.mailExpected', { minutes: SUPPORT.mailExpectedMinutes })}</p>
      </div>
    </div>
  );
}
