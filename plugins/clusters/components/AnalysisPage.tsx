import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngine, type Loaded } from '../../../engine/ui';
import { problemOf } from '../data/clustersApi';
import type { Pickers } from '../state/usePickers';
import type { SessionUser, UniverseSummary } from '../../../contracts';
import { AnalysisPickers } from './AnalysisPickers';
import { AnalysisProblemNote, AnalysisSkeleton } from './AnalysisStatus';
import { UniverseNote } from './UniverseNote';
import '../clusters.css';

interface Props<T extends { universe: UniverseSummary }> {
  kind: 'clusters' | 'leadership';
  pickers: Pickers;
  state: Loaded<T>;
  /** Whether a ready answer has nothing to show (then the empty message replaces `children`). */
  empty: (answer: T) => boolean;
  children: (answer: T) => ReactNode;
}

/** The frame of both screens: title, intro, pickers, then loading, the problem, the empty message or the answer. */
function AnalysisPageView<T extends { universe: UniverseSummary }>({ kind, pickers, state, empty, children }: Props<T>) {
  const { t } = useTranslation('clusters');
  const { session } = useEngine();
  const user = session.user as Partial<SessionUser> | null;
  return (
    <section className="shell-screen cl-screen" data-testid={`cl-${kind}-screen`}>
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t(`${kind}.title`)}</h1>
      </header>
      <p className="muted cl-intro">{t(`${kind}.intro`)}</p>
      <AnalysisPickers pickers={pickers} user={user} withCut={kind === 'clusters'} />
      {state.status === 'loading' ? <AnalysisSkeleton />
        : state.status === 'failed' ? <AnalysisProblemNote problem={problemOf(state.error)} />
        : (
          <>
            <UniverseNote universe={state.value.universe} />
            {empty(state.value) ? <p className="cl-note" role="status" data-testid="cl-empty">{t(`${kind}.empty`)}</p> : children(state.value)}
          </>
        )}
    </section>
  );
}

export const AnalysisPage = observer(AnalysisPageView) as typeof AnalysisPageView;
