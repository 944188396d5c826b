import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../engine/data';
import { NEWSLETTER_RULES } from '../../../product/newsletterRules';
import { Notice } from '../public/Notice';
import './newsletter.css';
import { isEmailAddress } from '../public/emailPattern';
import { newsletterPublicApi, type NewsletterPublicApi } from '../newsletter/newsletterApi';

type Result = { ok: boolean; key: string } | null;

/** Which message a failed signup shows (document 4 section 8): no answer at all, too many signups, or anything else. */
export function signupErrorKey(err: unknown): string {
  if (err instanceof ApiCallError && err.status === 0) return 'signup.networkError';
  if (err instanceof ApiCallError && err.status === 429) return 'signup.rateLimited';
  return 'signup.failed';
}

export interface NewsletterSignupProps {
  /** The calls (stories pass their own). */
  api?: Pick<NewsletterPublicApi, 'subscribe'>;
}

/** The landing page's signup for the free daily newsletter: email and name, double opt-in by mail. */
export function NewsletterSignup({ api = newsletterPublicApi }: NewsletterSignupProps) {
  const { t, i18n } = useTranslation('newsletter');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (!email.trim() || !name.trim()) return setResult({ ok: false, key: 'signup.bothFields' });
    if (!isEmailAddress(email)) return setResult({ ok: false, key: 'signup.invalidEmail' });
    setBusy(true);
    setResult(null);
    try {
      const answer = await api.subscribe({ email: email.trim(), name: name.trim(), language: i18n.language === 'de' ? 'de' : 'en' });
      if (answer.success) {
        setResult({ ok: true, key: 'signup.success' });
        setEmail('');
        setName('');
      } else setResult({ ok: false, key: 'signup.failed' });
    } catch (err) {
      setResult({ ok: false, key: signupErrorKey(err) });
    } finally {
      setBusy(false);
    }
  };

  const change = (set: (v: string) => void) => (value: string) => {
    set(value);
    setResult(null);
  };

  return (
    <section className="landing-section landing-newsletter" aria-labelledby="landing-newsletter" data-testid="newsletter-signup">
      <h2 id="landing-newsletter">{t('signup.title')}</h2>
      <p className="site-lead">{t('signup.lead')}</p>
      <form className="site-form landing-newsletter__form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="site-field">
          <label htmlFor="newsletter-email">{t('signup.email')}</label>
          <input
            id="newsletter-email" name="email" type="email" className="site-input" autoComplete="email" inputMode="email" maxLength={254}
            value={email} onChange={(e) => change(setEmail)(e.target.value)}
          />
        </div>
        <div className="site-field">
          <label htmlFor="newsletter-name">{t('signup.name')}</label>
          <input
            id="newsletter-name" name="name" type="text" className="site-input" autoComplete="given-name" maxLength={NEWSLETTER_RULES.nameMaxLength}
            value={name} onChange={(e) => change(setName)(e.target.value)}
          />
        </div>
        {result && <Notice kind={result.ok ? 'success' : 'error'} testId="newsletter-result">{t(result.key)}</Notice>}
        <button type="submit" className="site-button site-button--primary site-button--large" disabled={busy}>
          {busy ? t('signup.busy') : t('signup.submit')}
        </button>
      </form>
      <p className="muted">{t('signup.elite', { count: NEWSLETTER_RULES.eliteTickersAdvertised })}</p>
    </section>
  );
}
