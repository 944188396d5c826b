import { observer } from 'mobx-react-lite';
import { useDataMethods, useEngine, useKeyedLoad } from '../../../engine/ui';
import { clustersMethods } from '../data/clustersApi';
import { universeValue, usePickers } from '../state/usePickers';
import type { LeadershipAnswer, SessionUser } from '../../../contracts';
import { AnalysisPage } from './AnalysisPage';
import { LeadershipGraph } from './LeadershipGraph';
import { RelationList } from './RelationList';

/** Leadership chains: the significant lead-lag relations as chains and as a graph. */
export const LeadershipPage = observer(function LeadershipPage() {
  const { session } = useEngine();
  const api = useDataMethods(clustersMethods);
  const pickers = usePickers(session.user as Partial<SessionUser> | null);
  const body = { universe: pickers.universe, windowDays: pickers.windowDays };
  const state = useKeyedLoad<LeadershipAnswer>(`${universeValue(pickers.universe)}|${pickers.windowDays}`, (signal) => api.leadership(body, signal));
  return (
    <AnalysisPage kind="leadership" pickers={pickers} state={state} empty={(a) => a.relations.length === 0}>
      {(answer) => (
        <div className="cl-layout">
          <RelationList answer={answer} />
          <LeadershipGraph answer={answer} />
        </div>
      )}
    </AnalysisPage>
  );
});
