import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useEngine } from '../../../engine/ui';
import type { CustomCorrelation, SessionUser } from '../../../contracts';
import { correlationsMethods } from '../data/correlationsApi';
import { savedCorrelationsOf } from '../logic/customCorrelations';
import { refusalMessage } from '../logic/failure';

export interface CustomCorrelationsState {
  list: CustomCorrelation[];
  saving: boolean;
  /** The last save's failure text, until the next save. */
  error: string | null;
  /** Saves the whole list (POST /userData) and takes the user object answered; false when it failed. */
  save(next: CustomCorrelation[]): Promise<boolean>;
  clearError(): void;
  /** Shows a failure found before saving (a name and tickers another correlation has). */
  fail(message: string): void;
}

/**
 * The user's custom correlations: read from the session's user object (loaded with it at sign-in,
 * document 1 'Login success'), written back with the answer of the save, so every view follows.
 * Read it inside an observer.
 */
export function useCustomCorrelations(): CustomCorrelationsState {
  const { t } = useTranslation('correlations');
  const { session } = useEngine();
  const api = useDataMethods(correlationsMethods);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    list: savedCorrelationsOf(session.user as SessionUser | null),
    saving,
    error,
    clearError: () => setError(null),
    fail: (message) => setError(message),
    async save(next) {
      setSaving(true);
      setError(null);
      try {
        session.setUser(await api.saveCustom(next));
        return true;
      } catch (err) {
        setError(refusalMessage(err) ?? t('failure.unexpected'));
        return false;
      } finally {
        setSaving(false);
      }
    },
  };
}
