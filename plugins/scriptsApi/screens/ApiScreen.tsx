import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_RULES } from '../../../product/apiRules';
import type { GeneratedApiToken } from '../../../contracts';
import { TokenManager } from '../components/TokenManager';
import { NewTokenNotice } from '../components/NewTokenNotice';
import { ExampleCall } from '../components/ExampleCall';
import { Samples } from '../components/Samples';
import '../scriptsApi.css';

const ApiReference = lazy(() => import('../components/ApiReference'));
export const OPENAPI_URL = '/api/v2/openapi.json';

/** /extras/api (ApiAccess): token management, an example call, samples and the interactive reference. */
export default function ApiScreen() {
  const { t } = useTranslation('scriptsApi');
  const [created, setCreated] = useState<GeneratedApiToken | null>(null);
  return (
    <section className="shell-screen sa-screen" data-testid="api-screen">
      <header className="shell-screen__head"><h1 className="shell-screen__title">{t('api.title')}</h1></header>
      <p className="muted">{t('api.intro', { perToken: API_RULES.perTokenPerMinute, perOwner: API_RULES.perOwnerPerMinute })}</p>
      {created && <NewTokenNotice token={created} onDone={() => setCreated(null)} />}
      <TokenManager onCreated={setCreated} />
      <ExampleCall token={created?.token ?? ''} />
      <Samples />
      <section className="shell-card sa-card" aria-labelledby="sa-reference-title">
        <h2 id="sa-reference-title">{t('api.reference.title')}</h2>
        <a href={OPENAPI_URL} target="_blank" rel="noreferrer">{t('api.reference.download')}</a>
        <Suspense fallback={<p role="status" className="muted">{t('api.reference.loading')}</p>}>
          <ApiReference url={OPENAPI_URL} />
        </Suspense>
      </section>
    </section>
  );
}
