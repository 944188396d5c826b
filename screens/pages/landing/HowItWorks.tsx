import { useTranslation } from 'react-i18next';

const STEPS = ['register', 'portfolio', 'read'] as const;

/** Three steps from sign-up to the daily reading. */
export function HowItWorks() {
  const { t } = useTranslation('site');
  return (
    <section className="landing-section" aria-labelledby="landing-how">
      <span className="site-eyebrow">{t('landing.how.eyebrow')}</span>
      <h2 id="landing-how">{t('landing.how.title')}</h2>
      <ol className="how-steps">
        {STEPS.map((s, i) => (
          <li key={s}>
            <span className="how-steps__num" aria-hidden="true">{i + 1}</span>
            <h3>{t(`landing.how.${s}.title`)}</h3>
            <p>{t(`landing.how.${s}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
