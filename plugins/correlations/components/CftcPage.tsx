import { useTranslation } from 'react-i18next';
import { useDataMethods, useKeyedLoad } from '../../../engine/ui';
import { correlationsMethods } from '../data/correlationsApi';
import { CftcTable } from './CftcTable';
import '../correlations.css';

/** /data/cftc: weekly non-commercial net long positioning ('Loading data...', the spec's failure text). */
export function CftcPage() {
  const { t } = useTranslation('correlations');
  const api = useDataMethods(correlationsMethods);
  const state = useKeyedLoad('cftc', () => api.cftc());
  return (
    <section className="shell-screen corr-screen" data-testid="cftc-screen">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('cftc.title')}</h1>
      </header>
      <p className="muted corr-note">{t('cftc.intro')}</p>
      {state.status === 'loading' && <p role="status" className="muted">{t('cftc.loading')}</p>}
      {state.status === 'failed' && <p role="alert" className="message message--error">{t('cftc.failed')}</p>}
      {state.status === 'ready' && <CftcTable answer={state.value} />}
    </section>
  );
}
