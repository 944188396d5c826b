/**
 * The preserved redirect of document 1 (sections 2.2, 2.3 and 4), as pure rules: which URLs may
 * be kept for after sign-in, when a kept URL expires, and where sign-in leads. No DOM, no
 * storage: `redirectStorage.ts` keeps the URL, `usePostLoginRedirect.ts` navigates.
 *
 * @example
 * checkPreservableUrl('/dashboard/watchlists?tab=1') // { keep: true, url: '/dashboard/watchlists?tab=1' }
 * checkPreservableUrl('/login')                      // { keep: false, reason: 'public' }
 * postLoginTarget(null, ['Intro', 'FREE'])           // '/dashboard/intro'
 */
import { installSlot } from '../core';

/**
 * The app's own addresses that the preserved redirect needs (document 1 sections 2.2 and 2.3):
 * the product installs them once at start (createEngineServices' `appPaths`, the tests' set-up),
 * as it installs its permission scheme; the engine knows none of its own.
 */
export interface AppPaths {
  /** The protected areas, prefix-matched: `/dashboard` and everything below it, and so on. */
  protectedAreas: readonly string[];
  /** Never preserved, whatever else holds. */
  neverPreservedPaths: readonly string[];
  /** The sub-paths of these are never preserved either. */
  neverPreservedPrefixes: readonly string[];
  /** Where sign-in leads a user whose first module is `introModule`. */
  introPath: string;
  introModule: string;
  /** Where sign-in leads everyone else. */
  homePath: string;
  /** The root of the protected areas, where `/` sends a signed-in user. */
  dashboardPath: string;
}

const pathsSlot = installSlot<AppPaths>('No app paths installed: pass appPaths to createEngineServices (or installAppPaths) at start.');

export const installAppPaths = (paths: AppPaths): void => pathsSlot.install(paths);

/** The installed paths; throws when none are (no URL is kept by default). */
export const appPaths = (): AppPaths => pathsSlot.get();

export const REDIRECT_RULES = {
  /** A kept URL expires after 30 minutes. */
  lifetimeMs: 1_800_000,
  /** Longer URLs are discarded. */
  maxLength: 2048,
  /** Sign-in follows a kept URL only when it is shorter than this. */
  postLoginMaxLength: 1000,
  /** Sign-in redirects this long after the session is accepted. */
  postLoginDelayMs: 100,
} as const;

export type RedirectVerdict =
  | { keep: true; url: string }
  | { keep: false; reason: 'empty' | 'tooLong' | 'invalid' | 'unsafe' | 'public' };

/** Angle brackets and quotes, literally or percent-encoded (local paths only). */
const UNSAFE_CHARACTERS = /[<>"']|%3c|%3e|%22|%27/i;
const LOCAL_BASE = 'http://local.invalid';

const underArea = (pathname: string, area: string): boolean => pathname === area || pathname.startsWith(`${area}/`);

/** Whether a path lies in a protected area (prefix-matched on whole segments). */
export function isProtectedPath(pathname: string): boolean {
  return appPaths().protectedAreas.some((area) => underArea(pathname, area));
}

/** Whether section 2.3 forbids keeping a path: the listed paths and the sub-paths of some. */
export function isNeverPreserved(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { neverPreservedPaths, neverPreservedPrefixes } = appPaths();
  return neverPreservedPaths.includes(path) || neverPreservedPrefixes.some((p) => underArea(path, p));
}

/** A local path: one leading slash (a `//host` path is a protocol-relative, absolute URL). */
export function isLocalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/**
 * Whether a URL may be kept for after sign-in. Discarded: empty, over 2048 characters, invalid,
 * public (outside the protected areas or listed in section 2.3); local paths also when they hold
 * angle brackets or quotes. Absolute URLs are valid only with http or https.
 */
export function checkPreservableUrl(url: string): RedirectVerdict {
  if (!url) return { keep: false, reason: 'empty' };
  if (url.length > REDIRECT_RULES.maxLength) return { keep: false, reason: 'tooLong' };
  let parsed: URL;
  if (isLocalPath(url)) {
    if (UNSAFE_CHARACTERS.test(url)) return { keep: false, reason: 'unsafe' };
    try {
      parsed = new URL(url, LOCAL_BASE);
    } catch {
      return { keep: false, reason: 'invalid' };
    }
  } else {
    try {
      parsed = new URL(url);
    } catch {
      return { keep: false, reason: 'invalid' };
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { keep: false, reason: 'invalid' };
  }
  if (isNeverPreserved(parsed.pathname) || !isProtectedPath(parsed.pathname)) return { keep: false, reason: 'public' };
  return { keep: true, url };
}

/** A kept URL expires 30 minutes after it was saved. */
export function isExpired(savedAt: number, now: number): boolean {
  return !Number.isFinite(savedAt) || now - savedAt > REDIRECT_RULES.lifetimeMs || savedAt > now + 60_000;
}

/** Path, query and hash of a URL, for comparing two addresses of the app. */
function routeOf(url: string): string | null {
  try {
    const u = isLocalPath(url) ? new URL(url, LOCAL_BASE) : new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return null;
  }
}

/** A kept URL is cleared when the user goes to a different protected page. */
export function shouldClearOnNavigation(saved: string, currentUrl: string): boolean {
  const current = routeOf(currentUrl);
  if (!current || !isProtectedPath(current.split('?')[0] ?? '')) return false;
  return routeOf(saved) !== current;
}

/**
 * Where sign-in leads: the kept URL if it starts with / and is under 1000 characters (and still
 * passes the rules above), else the intro path when the first module is the intro module, else the home path.
 */
export function postLoginTarget(saved: string | null | undefined, modules: readonly string[]): string {
  if (saved && isLocalPath(saved) && saved.length < REDIRECT_RULES.postLoginMaxLength && checkPreservableUrl(saved).keep) return saved;
  const paths = appPaths();
  return modules[0] === paths.introModule ? paths.introPath : paths.homePath;
}
