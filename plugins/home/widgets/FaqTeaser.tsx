import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The questions the teaser shows, from the Q&A page (screens/pages/QandaPage.tsx, texts `site:qanda.*`). */
const QUESTIONS = ['range', 'ratings', 'gamma'] as const;

/**
 * The FAQ teaser: until the FAQ of issue 26 exists, the questions and answers that do (the
 * public Q&A page, /qanda) and the way to support (/contact). Its texts ship with the app, so it
 * has no call to wait for.
 */
export function FaqTeaser() {
  const { t } = useTranslation('home');
  const { t: ts } = useTranslation('site');
  return (
    <section className="rs-widget" aria-labelledby="widget-faq-title" data-testid="widget-faq" data-state="ready">
      <h2 id="widget-faq-title" className="rs-widget__title">{t('faq.title')}</h2>
      <ul className="home-list">
        {QUESTIONS.map((id) => (
          <li key={id} className="home-list__item"><Link to={`/qanda#qanda-product`}>{ts(`qanda.product.${id}.q`)}</Link></li>
        ))}
      </ul>
      <p className="home-faq__more">
        <Link to="/qanda" className="rs-widget__link">{t('faq.all')}</Link>
        {' · '}
        <Link to="/contact" className="rs-widget__link">{t('faq.contact')}</Link>
      </p>
    </section>
  );
}
