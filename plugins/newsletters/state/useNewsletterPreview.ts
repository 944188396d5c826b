import { useCallback, useEffect, useState } from 'react';
import { ApiCallError } from '../../../engine/data';
import { useDataMethods } from '../../../engine/ui';
import type { NewsletterAdminPreview, NewsletterKind, NewsletterSendAnswer } from '../../../contracts';
import { newsletterAdminMethods } from '../data/newsletterAdminApi';

export type PreviewState =
  | { status: 'loading' }
  | { status: 'marketLoading' }
  | { status: 'failed' }
  | { status: 'ready'; data: NewsletterAdminPreview };

export type SendState = { status: 'idle' } | { status: 'sending' } | { status: 'done'; answer: NewsletterSendAnswer } | { status: 'failed'; message: string };

type Loaded = Exclude<PreviewState, { status: 'loading' }>;

/**
 * The preview of one kind's next issue, reloaded after "send now" (its counts change). Each answer
 * is kept with the request it belongs to, so that switching the kind shows loading at once.
 */
export function useNewsletterPreview(kind: NewsletterKind): { state: PreviewState; send: SendState; reload: () => void; sendNow: () => void } {
  const api = useDataMethods(newsletterAdminMethods);
  const [attempt, setAttempt] = useState(0);
  const request = `${kind}:${attempt}`;
  const [loaded, setLoaded] = useState<{ request: string; state: Loaded } | null>(null);
  const [sent, setSent] = useState<{ kind: NewsletterKind; state: SendState } | null>(null);

  useEffect(() => {
    let live = true;
    api.preview(kind).then(
      (data) => { if (live) setLoaded({ request, state: { status: 'ready', data } }); },
      (err: unknown) => { if (live) setLoaded({ request, state: { status: err instanceof ApiCallError && err.status === 503 ? 'marketLoading' : 'failed' } }); },
    );
    return () => {
      live = false;
    };
  }, [api, kind, request]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const sendNow = useCallback(() => {
    setSent({ kind, state: { status: 'sending' } });
    api.send(kind).then(
      (answer) => {
        setSent({ kind, state: { status: 'done', answer } });
        setAttempt((a) => a + 1);
      },
      (err: unknown) => setSent({ kind, state: { status: 'failed', message: err instanceof Error ? err.message : String(err) } }),
    );
  }, [api, kind]);
  // While reloading after a send the previous answer stays in view.
  const state: PreviewState = loaded && (loaded.request === request || loaded.request.startsWith(`${kind}:`)) ? loaded.state : { status: 'loading' };
  return { state, send: sent?.kind === kind ? sent.state : { status: 'idle' }, reload, sendNow };
}
