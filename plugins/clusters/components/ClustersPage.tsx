import { observer } from 'mobx-react-lite';
import { useDataMethods, useEngine, useKeyedLoad } from '../../../engine/ui';
import { clustersMethods } from '../data/clustersApi';
import { universeValue, usePickers } from '../state/usePickers';
import type { ClusterAnswer, SessionUser } from '../../../contracts';
import { AnalysisPage } from './AnalysisPage';
import { ClusterHeatMap } from './ClusterHeatMap';
import { ClusterList } from './ClusterList';

/** Market clusters: the clustered heat map with its dendrogram and the flat clusters. */
export const ClustersPage = observer(function ClustersPage() {
  const { session } = useEngine();
  const api = useDataMethods(clustersMethods);
  const pickers = usePickers(session.user as Partial<SessionUser> | null);
  const body = { universe: pickers.universe, windowDays: pickers.windowDays, minCorrelation: pickers.cut };
  const state = useKeyedLoad<ClusterAnswer>(`${universeValue(pickers.universe)}|${pickers.windowDays}|${pickers.cut}`, (signal) => api.clusters(body, signal));
  return (
    <AnalysisPage kind="clusters" pickers={pickers} state={state} empty={(a) => a.clusters.length === 0}>
      {(answer) => (
        <div className="cl-layout">
          <ClusterHeatMap answer={answer} />
          <ClusterList answer={answer} />
        </div>
      )}
    </AnalysisPage>
  );
});
