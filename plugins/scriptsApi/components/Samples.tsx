import { useTranslation } from 'react-i18next';
import typescriptSample from '../../../samples/typescript/rangescope.ts?raw';
import pythonSample from '../../../samples/python/rangescope.py?raw';

/** The samples of samples/ (the same files the tests run against a live server). */
export function Samples() {
  const { t } = useTranslation('scriptsApi');
  return (
    <section className="shell-card sa-card" aria-labelledby="sa-samples-title">
      <h2 id="sa-samples-title">{t('api.samples.title')}</h2>
      <h3>{t('api.samples.typescript')}</h3>
      <pre className="sa-code" data-testid="sample-typescript">{typescriptSample}</pre>
      <h3>{t('api.samples.python')}</h3>
      <pre className="sa-code" data-testid="sample-python">{pythonSample}</pre>
    </section>
  );
}
