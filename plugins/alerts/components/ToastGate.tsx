import { lazy } from 'react';
import { observer } from 'mobx-react-lite';
import { alertFeed } from '../state/alertFeed';

const AlertToasts = lazy(() => import('./AlertToasts'));

/**
 * The alerts' overlay in the shell (the manifest's `overlays`, loaded with the shell's frame):
 * nothing until an alert fires, so that the notifications' code and texts load only then (the
 * shell wraps overlays in Suspense).
 */
export const ToastGate = observer(function ToastGate() {
  return alertFeed.toasts.length ? <AlertToasts /> : null;
});

export default ToastGate;
