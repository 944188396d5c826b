/** The user admin screen; with a username it opens with that user loaded (`?user=`). */
export const USER_ADMIN_PATH = '/dashboard/useradmin';

export function userAdminPath(username?: string): string {
  return username ? `${USER_ADMIN_PATH}?user=${encodeURIComponent(username)}` : USER_ADMIN_PATH;
}

/** The username a user admin address names, if any. */
export function userOfAdminSearch(search: string): string | null {
  const user = new URLSearchParams(search).get('user')?.trim();
  return user ? user : null;
}
