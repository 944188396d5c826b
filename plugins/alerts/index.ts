/**
 * What other plugins use of the alerts: the create / edit dialog, loaded with its own chunk when
 * first opened (so the pages that offer it stay as small as they were), and the seed of a ticker's
 * quick alert. Import from here only.
 *
 * @example
 * const [open, setOpen] = useState(false);
 * <button onClick={() => setOpen(true)}>Create alert</button>
 * {open && <Suspense fallback={null}><AlertEditorDialog seed={tickerSeed('SPY')} onClose={() => setOpen(false)} /></Suspense>}
 */
import { lazy } from 'react';

export const AlertEditorDialog = lazy(() => import('./components/AlertDialog'));
export type { AlertDialogProps } from './components/AlertDialog';
export { tickerSeed, type AlertSeed } from './logic/alertDraft';
export { QuickAlertButton } from './components/QuickAlertButton';
