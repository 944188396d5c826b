import { createContext, useContext } from 'react';
import type { AlertView } from '../../../contracts';

export interface AlertsCellContextValue {
  /** Pauses an active alert or resumes a paused one. */
  toggle(alert: AlertView): void;
  /** The alert whose change is on its way. */
  busyId: string | null;
}

export const AlertsCellContext = createContext<AlertsCellContextValue>({ toggle: () => undefined, busyId: null });

export const useAlertsCellContext = (): AlertsCellContextValue => useContext(AlertsCellContext);
