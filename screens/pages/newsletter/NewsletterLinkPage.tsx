import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../public/AuthCard';
import { newsletterPublicApi, type NewsletterPublicApi } from './newsletterApi';

type State = 'working' | 'success' | 'invalid';
const NOTICE_KIND: Record<State, string> = { working: 'info', success: 'success', invalid: 'error' };

interface LinkPageProps {
  /** `confirm`: the signup mail's link; `unsubscribe`: the link in every newsletter mail. */
  action: 'confirm' | 'unsubscribe';
  api?: Pick<NewsletterPublicApi, 'confirm' | 'unsubscribe'>;
}

/** /newsletter/confirm?token= and /newsletter/unsubscribe?token=: act once on opening, no sign-in. */
function NewsletterLinkPage({ action, api = newsletterPublicApi }: LinkPageProps) {
  const { t } = useTranslation('newsletter');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(token ? 'working' : 'invalid');

  useEffect(() => {
    if (!token) return;
    let live = true;
    api[action](token).then(
      (answer) => live && setState(answer.success ? 'success' : 'invalid'),
      () => live && setState('invalid'),
    );
    return () => {
      live = false;
    };
  }, [action, api, token]);

  return (
    <AuthCard title={t(`${action}.title`)}>
      <div className="site-form">
        <p role="status" className={`site-notice site-notice--${NOTICE_KIND[state]}`} data-testid="newsletter-link-state">{t(`${action}.${state}`)}</p>
        {state !== 'working' && <Link className="site-button" to="/">{t(`${action}.home`)}</Link>}
      </div>
    </AuthCard>
  );
}

export function NewsletterConfirmPage({ api }: { api?: LinkPageProps['api'] }) {
  return <NewsletterLinkPage action="confirm" api={api} />;
}

export function NewsletterUnsubscribePage({ api }: { api?: LinkPageProps['api'] }) {
  return <NewsletterLinkPage action="unsubscribe" api={api} />;
}
