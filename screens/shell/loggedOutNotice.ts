/**
 * Protected pages that tell a logged-out visitor why they are sent to /login, and how long the
 * notice shows first (document 2 section 2: 'Please login to see an overview screen', then
 * /login after one second). Every other protected page sends them at once (document 1).
 */
export const LOGGED_OUT_NOTICE_MS = 1000;

const NOTICES: Readonly<Record<string, string>> = {
  '/dashboard': 'loggedOut.overview',
  '/dashboard/portfolio': 'loggedOut.overview',
};

/** The notice's text key (shell namespace) for a path, or null. */
export function loggedOutNotice(pathname: string): string | null {
  return NOTICES[pathname.replace(/\/+$/, '')] ?? null;
}
