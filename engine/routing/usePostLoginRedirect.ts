import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEngine } from '../ui/EngineContext';
import { postLoginTarget, REDIRECT_RULES } from './preservedRedirect';

/**
 * After a successful sign-in: the preserved URL (used once), else /dashboard/intro for a user
 * whose first module is Intro, else /home/home — 100 ms after login (document 1 section 2.2).
 *
 * @example
 * const redirectAfterLogin = usePostLoginRedirect();
 * if (await session.login(name, password, __APP_VERSION__)) redirectAfterLogin();
 */
export function usePostLoginRedirect(): () => void {
  const navigate = useNavigate();
  const { session, redirects } = useEngine();
  return useCallback(() => {
    const target = postLoginTarget(redirects.take(), session.modules);
    setTimeout(() => navigate(target, { replace: true }), REDIRECT_RULES.postLoginDelayMs);
  }, [navigate, session, redirects]);
}
