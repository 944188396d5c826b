import { useState, type ClipboardEvent } from 'react';
import { useEngine } from '../../../engine/ui';
import type { EngineUser } from '../../../engine/state';
import { activateTickers, activationBalances, addTickersToList } from '../../watchlists';
import { resolveIsin } from '../../tickerDetail';
import { setBalances } from '../../billing';
import { portfolioOfUser, watchlistsOfUser } from '../userLists';
import { checkImport, PROBLEM_MESSAGES, watchlistName, type ImportTarget } from './importRules';
import { pastedText, splitTickers, tidyTickerText, upperCased } from './parseTickers';
import { ImportError, runImport, type ActivationAnswer, type ImportOutcome } from './runImport';
import { TICKER_RULES } from '../../../product/tickerAccess';

export interface ImportFeedback {
  /** A listTools key and its parameters. */
  key: string;
  params?: Record<string, unknown>;
}

export interface FinishedImport {
  outcome: ImportOutcome;
  target: ImportTarget;
}

/** The tickers a target holds on the session's user object. */
export function tickersOfTarget(user: EngineUser | null, target: ImportTarget): string[] {
  if (target.kind === 'portfolio') return portfolioOfUser(user).tickers;
  if (target.kind === 'newWatchlist') return [];
  return watchlistsOfUser(user).find((l) => l.wlType === target.wlType && l.name === target.name)?.tickers ?? [];
}

/** The message of a failed import (the ticker-limit alert itself comes from the error catalogue). */
export function feedbackOf(err: ImportError): ImportFeedback {
  const f = err.failure;
  switch (f.reason) {
    case 'tickerLimit':
      return { key: 'import.errors.tickerLimit' };
    case 'listFull':
      return { key: f.portfolio ? 'import.errors.portfolioFull' : 'import.errors.watchlistFull', params: { free: f.free, max: TICKER_RULES.portfolioMax } };
    case 'cryptoModule':
      return { key: 'import.errors.cryptoModule' };
    case 'duplicateName':
      return { key: 'import.errors.duplicateName' };
    default:
      return { key: 'import.errors.failed' };
  }
}

/** The batch import form's state and its submit (document 2 section 5). */
export function useBatchImport(initialTarget: ImportTarget) {
  const { session, data } = useEngine();
  const [target, setTarget] = useState<ImportTarget>(initialTarget);
  const [text, setText] = useState('');
  const [error, setError] = useState<ImportFeedback | null>(null);
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState<FinishedImport | null>(null);

  const onText = (value: string) => {
    setText(upperCased(value));
    setError(null);
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/[\r\n]/.test(pasted)) return;
    event.preventDefault();
    const el = event.currentTarget;
    const next = `${text.slice(0, el.selectionStart)}${pastedText(pasted)}${text.slice(el.selectionEnd)}`;
    onText(next);
  };
  const onBlur = () => setText(tidyTickerText(text));
  const onTarget = (next: ImportTarget) => {
    setTarget(next.kind === 'newWatchlist' ? { ...next, name: upperCased(next.name) } : next);
    setError(null);
  };

  const activate = async (tickers: readonly string[]): Promise<ActivationAnswer> => {
    const answer = await activateTickers(data, tickers);
    setBalances(session, activationBalances(answer));
    return answer;
  };

  const submit = async () => {
    if (busy) return;
    const tickers = splitTickers(text);
    setText(tickers.join(', '));
    const chosen: ImportTarget = target.kind === 'newWatchlist' ? { kind: 'newWatchlist', name: watchlistName(target.name) } : target;
    const problem = checkImport(tickers, chosen, session.user);
    if (problem) {
      setError(PROBLEM_MESSAGES[problem]);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const outcome = await runImport(tickers, chosen, {
        currentTickers: (t) => tickersOfTarget(session.user, t),
        resolveIsin: (isin) => resolveIsin(data.request, isin),
        activate,
        write: async (t, list) => {
          await addTickersToList(data.request, session, t, list);
        },
      });
      setFinished({ outcome, target: chosen });
      setText('');
      if (chosen.kind === 'newWatchlist') setTarget({ kind: 'newWatchlist', name: '' });
    } catch (err) {
      setError(err instanceof ImportError ? feedbackOf(err) : { key: 'import.errors.failed' });
    } finally {
      setBusy(false);
    }
  };

  return { target, onTarget, text, onText, onPaste, onBlur, error, busy, submit, finished, closeFinished: () => setFinished(null) };
}
