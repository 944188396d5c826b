import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEngine } from '../../../engine/ui';
import { AssetGroupCard } from './AssetGroupCard';
import { AssetGroupForm } from './AssetGroupForm';
import { useAssetGroups } from './useAssetGroups';

/** The group-lists view (document 4 section 2.4): the user's own asset groups, created, renamed and deleted here. */
export const MyAssetGroups = observer(function MyAssetGroups() {
  const { t } = useTranslation('overview');
  const { session } = useEngine();
  const control = useAssetGroups(session.user?.username ?? '', t('groups.failed'));
  const { state } = control;
  return (
    <div className="ov-mine" data-testid="my-asset-groups">
      <AssetGroupForm busy={control.busy} onCreate={control.create} />
      {control.problem && <p role="alert" className="rs-widget__error" data-testid="asset-group-problem">{control.problem}</p>}
      {state.status === 'loading' && (
        <div className="rs-skeleton" aria-busy="true" role="status" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => <div key={i} className="rs-skeleton__row" aria-hidden="true" />)}
        </div>
      )}
      {state.status === 'failed' && <p role="alert" className="rs-widget__error">{t('groups.loadFailed')}</p>}
      {state.status === 'ready' && (state.groups.length === 0
        ? <p className="muted" data-testid="asset-groups-empty">{t('groups.none')}</p>
        : (
          <div className="rs-widgets">
            {state.groups.map((g) => <AssetGroupCard key={`${g.id}:${g.title}`} group={g} busy={control.busy} onRename={control.rename} onDelete={control.remove} />)}
          </div>
        ))}
    </div>
  );
});
