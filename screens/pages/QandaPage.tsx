import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FaqView, publicFaq } from '../../plugins/help';
import { PublicLayout } from './public/PublicLayout';

/** /qanda: the FAQ for visitors (the same sections and entries as the members' /help/faq), searchable. */
export function QandaPage() {
  const { t, i18n } = useTranslation('site');
  return (
    <PublicLayout width="text">
      <h1>{t('qanda.title')}</h1>
      <p className="site-lead">{t('qanda.lead')}</p>
      <FaqView language={i18n.language === 'de' ? 'de' : 'en'} load={publicFaq} />
      <p className="site-muted qanda-more">{t('qanda.more')} <Link to="/contact">{t('nav.contact')}</Link></p>
    </PublicLayout>
  );
}
