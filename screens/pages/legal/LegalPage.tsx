import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_RULES } from '../../../product/accountRules';
import { REGISTRATION_OFFER } from '../../../product/registrationOffer';
import { SUPPORT } from '../../../product/support';
import { PublicLayout } from '../public/PublicLayout';
import { formatAmount } from '../public/formatAmount';
import { asLegalSections } from './legalContent';

export interface LegalPageProps {
  /** The key of the page in the `site` namespace: legal.terms or legal.privacy. */
  page: 'terms' | 'privacy';
  /** The id of the section to scroll to when the page opens. */
  scrollTo?: string;
}

/**
 * A legal page (/terms, /privacy) rendered from the locale files, with a table of contents.
 * The numbers in the texts come from product/ as parameters.
 */
export function LegalPage({ page, scrollTo }: LegalPageProps) {
  const { t, i18n } = useTranslation('site');
  const params = useMemo(() => ({
    trial: formatAmount(REGISTRATION_OFFER.trialPrice, i18n.language),
    afterTrial: formatAmount(REGISTRATION_OFFER.priceAfterTrial, i18n.language),
    trialDays: REGISTRATION_OFFER.trialDays,
    age: ACCOUNT_RULES.minimumAge,
    lockAfter: ACCOUNT_RULES.failedLoginsBeforeLock,
    lockMinutes: ACCOUNT_RULES.lockMinutes,
    resetHours: ACCOUNT_RULES.resetLinkValidHours,
    verifyDays: ACCOUNT_RULES.verificationLinkValidHours / 24,
    supportEmail: SUPPORT.email,
    supportHours: SUPPORT.responseHours,
    scriptHours: SUPPORT.scriptAccessHours,
  }), [i18n.language]);
  const sections = asLegalSections(t(`legal.${page}.sections`, { returnObjects: true, ...params }));

  useEffect(() => {
    if (scrollTo) document.getElementById(scrollTo)?.scrollIntoView({ block: 'start' });
  }, [scrollTo]);

  return (
    <PublicLayout width="text">
      <article className="site-prose">
        <span className="site-eyebrow">{t('legal.eyebrow')}</span>
        <h1>{t(`legal.${page}.title`)}</h1>
        <p className="site-muted site-small">{t('legal.updated', { date: t(`legal.${page}.updated`) })}</p>
        <p className="site-lead">{t(`legal.${page}.intro`)}</p>
        <nav className="site-toc" aria-label={t('legal.toc')}>
          <ol>
            {sections.map((s) => <li key={s.id}><a href={`#${s.id}`}>{s.title}</a></li>)}
          </ol>
        </nav>
        {sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>{s.title}</h2>
            {s.paragraphs.map((p) => <p key={p}>{p}</p>)}
            {s.items.length > 0 && <ul>{s.items.map((item) => <li key={item}>{item}</li>)}</ul>}
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
