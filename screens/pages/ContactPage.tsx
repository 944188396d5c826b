import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SUPPORT } from '../../product/support';
import { ContactDetails } from '../../plugins/support';
import { PublicLayout } from './public/PublicLayout';

const SELF_SERVICE = [
  { to: '/pw', key: 'contact.self.password' },
  { to: '/usernameRecover', key: 'contact.self.username' },
  { to: '/resendEmailVerification', key: 'contact.self.verification' },
  { to: '/qanda', key: 'contact.self.qanda' },
] as const;

/** /contact: how to reach support (the same block as the members' /help/contact) and what can be done without it. */
export function ContactPage() {
  const { t } = useTranslation('site');
  return (
    <PublicLayout width="text">
      <h1>{t('contact.title')}</h1>
      <p className="site-lead">{t('contact.lead', { hours: SUPPORT.responseHours })}</p>
      <ContactDetails buttonClassName="site-button site-button--primary" />
      <section aria-labelledby="contact-self" className="contact-self">
        <h2 id="contact-self">{t('contact.selfTitle')}</h2>
        <ul>
          {SELF_SERVICE.map((s) => <li key={s.to}><Link to={s.to}>{t(s.key)}</Link></li>)}
        </ul>
      </section>
    </PublicLayout>
  );
}
