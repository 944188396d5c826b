import { useCallback, useEffect, useState } from 'react';
import { ApiCallError } from '../../../engine/data';
import { useDataMethods } from '../../../engine/ui';
import type {
  QuantCompareAnswer, QuantRunAnswer, QuantRunRequest, QuantSavedRun, QuantSavedRunList, QuantStudioConfig,
} from '../../../contracts';
import { quantStudioMethods } from '../data/quantStudioApi';

export type Shown =
  | { kind: 'none' }
  | { kind: 'run'; answer: QuantRunAnswer; savedAs: string | null }
  | { kind: 'saved'; run: QuantSavedRun }
  | { kind: 'compare'; answer: QuantCompareAnswer };

/** A failure the screen shows: the server's message for a 400 / 404, else the generic text. */
export type Problem = { message: string | null } | null;

const problemOf = (err: unknown): Problem => ({ message: err instanceof ApiCallError && (err.status === 400 || err.status === 404) ? err.message : null });

/**
 * Quant-Studio's state: the config (history bounds, saved count), the saved runs, what is shown
 * (a run just made, a saved run, a comparison), busy flags and the last problem.
 */
export function useQuantStudio() {
  const api = useDataMethods(quantStudioMethods);
  const [config, setConfig] = useState<QuantStudioConfig | null>(null);
  const [saved, setSaved] = useState<QuantSavedRunList | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  const reloadSaved = useCallback(async () => {
    setSaved(await api.savedRuns());
  }, [api]);

  useEffect(() => {
    let live = true;
    Promise.all([api.config(), api.savedRuns()]).then(
      ([c, s]) => { if (live) { setConfig(c); setSaved(s); } },
      () => { if (live) setFailed(true); },
    );
    return () => { live = false; };
  }, [api]);

  /** Runs `work` with the busy flag; a failure becomes the shown problem. */
  const guarded = useCallback(async <T,>(work: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setProblem(null);
    try {
      return await work();
    } catch (err) {
      setProblem(problemOf(err));
      return null;
    } finally {
      setBusy(false);
    }
  }, []);

  const run = useCallback((request: QuantRunRequest) => guarded(async () => {
    const answer = await api.run(request);
    setShown({ kind: 'run', answer, savedAs: null });
    return answer;
  }), [api, guarded]);

  const save = useCallback((runId: string, name: string) => guarded(async () => {
    const stored = await api.save(runId, name);
    setShown((s) => (s.kind === 'run' && s.answer.runId === runId ? { ...s, savedAs: stored.name } : s));
    await reloadSaved();
    return stored;
  }), [api, guarded, reloadSaved]);

  const open = useCallback((id: string) => guarded(async () => {
    setShown({ kind: 'saved', run: await api.savedRun(id) });
  }), [api, guarded]);

  const remove = useCallback((id: string) => guarded(async () => {
    await api.remove(id);
    setShown((s) => (s.kind === 'saved' && s.run.id === id) || (s.kind === 'compare' && (s.answer.a.id === id || s.answer.b.id === id)) ? { kind: 'none' } : s);
    await reloadSaved();
  }), [api, guarded, reloadSaved]);

  const compare = useCallback((a: string, b: string) => guarded(async () => {
    setShown({ kind: 'compare', answer: await api.compare(a, b) });
  }), [api, guarded]);

  return { config, saved, failed, shown, setShown, busy, problem, run, save, open, remove, compare };
}
