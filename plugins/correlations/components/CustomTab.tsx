import { useTranslation } from 'react-i18next';
import type { CustomCorrelation } from '../../../contracts';
import { removed, replaced } from '../logic/customCorrelations';
import type { CustomCorrelationsState } from '../state/useCustomCorrelations';
import { CustomCorrelationCard } from './CustomCorrelationCard';

/** Custom Correlations (document 4 section 2.4): the user's saved tables, each editable. */
export function CustomTab({ custom, onAdd }: { custom: CustomCorrelationsState; onAdd: () => void }) {
  const { t } = useTranslation('correlations');
  const change = (id: string) => async (next: CustomCorrelation): Promise<boolean> => {
    const list = replaced(custom.list, id, next);
    if (!list) {
      custom.fail(t('duplicate'));
      return false;
    }
    return custom.save(list);
  };
  return (
    <div className="corr-tab" data-testid="custom-correlations">
      {custom.error && <p role="alert" className="message message--error">{custom.error}</p>}
      {custom.list.length === 0 ? (
        <p className="muted">{t('custom.empty')} <button type="button" className="corr-link" onClick={onAdd}>{t('tabs.add')}</button></p>
      ) : custom.list.map((c) => (
        <CustomCorrelationCard key={c.id} correlation={c} busy={custom.saving} onChange={change(c.id)} onDelete={() => custom.save(removed(custom.list, c.id))} />
      ))}
    </div>
  );
}
