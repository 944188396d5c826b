import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { publicRequest } from '../../engine/data';
import { MaintenanceScreen } from './MaintenanceScreen';
import type { HealthAnswer } from '../../contracts';

/** What the gate reads of GET /api/health (contracts' HealthAnswer). */
export type HealthCheck = Pick<HealthAnswer, 'status'>;

/** While in maintenance, the gate asks again this often. */
export const MAINTENANCE_RECHECK_MS = 60_000;

export interface MaintenanceGateProps {
  children: ReactNode;
  /** How the server is asked; GET /api/health unless given (tests). */
  check?: () => Promise<HealthCheck>;
}

const askServer = (): Promise<HealthAnswer> => publicRequest<HealthAnswer>('/health');

/**
 * Replaces the whole application with the maintenance screen while GET /api/health answers
 * `status: 'maintenance'` (document 1 section 2.1, MAINTENANCE_MODE in the README). The children
 * render meanwhile and whenever the server cannot be asked: a network problem is not maintenance.
 *
 * @example <MaintenanceGate><Routes>...</Routes></MaintenanceGate>
 */
export function MaintenanceGate({ children, check = askServer }: MaintenanceGateProps) {
  const [maintenance, setMaintenance] = useState(false);
  const [checking, setChecking] = useState(false);

  /** Asks the server; a failed question keeps what we knew (a network problem is not maintenance). */
  const run = useCallback(
    (): Promise<void> => check().then((answer) => setMaintenance(answer.status === 'maintenance'), () => undefined),
    [check],
  );

  const retry = (): void => {
    setChecking(true);
    void run().finally(() => setChecking(false));
  };

  useEffect(() => {
    void run();
  }, [run]);

  useEffect(() => {
    if (!maintenance) return;
    const timer = setInterval(() => void run(), MAINTENANCE_RECHECK_MS);
    return () => clearInterval(timer);
  }, [maintenance, run]);

  if (maintenance) return <MaintenanceScreen onRetry={retry} checking={checking} />;
  return <>{children}</>;
}
