import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCustomCorrelations } from '../state/useCustomCorrelations';
import { AddCorrelationForm } from './AddCorrelationForm';
import { CustomTab } from './CustomTab';
import { DefaultTab } from './DefaultTab';
import '../correlations.css';

export const CORRELATION_TABS = ['default', 'custom', 'add'] as const;
export type CorrelationTab = (typeof CORRELATION_TABS)[number];

/** /data/correlations: three tabs (document 4 section 2.4), the chosen one kept in `?tab=`. */
export const CorrelationsPage = observer(function CorrelationsPage() {
  const { t } = useTranslation('correlations');
  const [params, setParams] = useSearchParams();
  const custom = useCustomCorrelations();
  const asked = params.get('tab');
  const tab: CorrelationTab = (CORRELATION_TABS as readonly string[]).includes(asked ?? '') ? (asked as CorrelationTab) : 'default';
  const show = (next: CorrelationTab): void => {
    custom.clearError();
    setParams(next === 'default' ? {} : { tab: next });
  };
  return (
    <section className="shell-screen corr-screen" data-testid="correlations-screen">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('title')}</h1>
      </header>
      <div role="tablist" aria-label={t('title')} className="corr-tabs">
        {CORRELATION_TABS.map((id) => (
          <button key={id} type="button" role="tab" id={`corr-tab-${id}`} aria-controls={`corr-panel-${id}`} aria-selected={tab === id}
            className={`corr-tabs__tab${tab === id ? ' corr-tabs__tab--on' : ''}`} onClick={() => show(id)}>
            {t(`tabs.${id}`)}{id === 'custom' && custom.list.length > 0 ? ` (${custom.list.length})` : ''}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`corr-panel-${tab}`} aria-labelledby={`corr-tab-${tab}`}>
        {tab === 'default' && <DefaultTab />}
        {tab === 'custom' && <CustomTab custom={custom} onAdd={() => show('add')} />}
        {tab === 'add' && <AddCorrelationForm custom={custom} onSaved={() => show('custom')} />}
      </div>
    </section>
  );
});
