import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../components/ContactDetails';

/** /help/contact: the support facts and the way to the support form, inside the app. */
export default function ContactScreen() {
  const { t } = useTranslation('support');
  return (
    <section className="shell-screen sp-screen" data-testid="contact-screen">
      <header className="shell-screen__head"><h1 className="shell-screen__title">{t('contact.title')}</h1></header>
      <ContactDetails />
    </section>
  );
}
