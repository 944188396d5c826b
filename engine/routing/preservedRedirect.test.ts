import { describe, expect, it } from 'vitest';
import {
  checkPreservableUrl,
  isExpired,
  isNeverPreserved,
  isProtectedPath,
  postLoginTarget,
  REDIRECT_RULES,
  shouldClearOnNavigation,
} from './preservedRedirect';
import { PreservedRedirectStore, PRESERVED_REDIRECT_KEY } from './redirectStorage';
import { memoryStorage } from '../data/testing/fakeFetch';

describe('protected areas (document 1 section 2.2)', () => {
  it.each(['/dashboard', '/dashboard/watchlists', '/crypto/portfolio', '/data/cftc', '/extras/api', '/join/tokens', '/help/faq', '/home/home'])(
    '%s is protected',
    (path) => expect(isProtectedPath(path)).toBe(true),
  );

  it.each(['/', '/login', '/dashboards', '/homepage', '/pricing', '/crypt', '/Dashboard'])('%s is not protected (prefix on whole segments)', (path) => {
    expect(isProtectedPath(path)).toBe(false);
  });
});

describe('paths never preserved (section 2.3)', () => {
  it.each(['/', '/login', '/register', '/pw', '/terms', '/privacy', '/pricing', '/contact', '/login/', '/login/x', '/register/step/2', '/pw/reset', '/terms/section', '/privacy/more'])(
    '%s is never preserved',
    (path) => expect(isNeverPreserved(path)).toBe(true),
  );

  it('the sub-paths of /pricing and /contact are not in the list', () => {
    expect(isNeverPreserved('/pricing/elite')).toBe(false);
    expect(isNeverPreserved('/contact/form')).toBe(false);
  });
});

describe('checkPreservableUrl', () => {
  it('keeps a protected local path with query and hash', () => {
    expect(checkPreservableUrl('/dashboard/detail/SPY/overview?x=1#top')).toEqual({ keep: true, url: '/dashboard/detail/SPY/overview?x=1#top' });
  });

  it('keeps an absolute http or https URL of a protected page', () => {
    expect(checkPreservableUrl('https://app.example.com/dashboard/watchlists').keep).toBe(true);
    expect(checkPreservableUrl('http://localhost:8080/join/tokens').keep).toBe(true);
  });

  it('discards other schemes and unparseable URLs as invalid', () => {
    expect(checkPreservableUrl('javascript:alert(1)')).toEqual({ keep: false, reason: 'invalid' });
    expect(checkPreservableUrl('ftp://example.com/dashboard')).toEqual({ keep: false, reason: 'invalid' });
    expect(checkPreservableUrl('dashboard/watchlists')).toEqual({ keep: false, reason: 'invalid' });
    expect(checkPreservableUrl('//evil.example.com/dashboard')).toEqual({ keep: false, reason: 'invalid' });
    expect(checkPreservableUrl('http://')).toEqual({ keep: false, reason: 'invalid' });
  });

  it('discards public pages, including the never-preserved ones', () => {
    for (const url of ['/', '/login?x=1', '/register', '/pw', '/terms', '/privacy', '/pricing', '/contact', '/vola2volaTVscripts', 'https://x.example/login']) {
      expect(checkPreservableUrl(url)).toEqual({ keep: false, reason: 'public' });
    }
  });

  it('discards a path that resolves out of the protected areas', () => {
    expect(checkPreservableUrl('/dashboard/../login')).toEqual({ keep: false, reason: 'public' });
  });

  it('refuses local paths with angle brackets or quotes, also encoded', () => {
    for (const url of ['/dashboard/<script>', '/dashboard?q="x"', "/dashboard?q='x'", '/dashboard?q=%3Cscript%3E', '/dashboard/%22']) {
      expect(checkPreservableUrl(url)).toEqual({ keep: false, reason: 'unsafe' });
    }
  });

  it('discards URLs over 2048 characters and keeps one of exactly 2048', () => {
    const base = '/dashboard/watchlists?q=';
    const exact = base + 'a'.repeat(REDIRECT_RULES.maxLength - base.length);
    expect(exact.length).toBe(2048);
    expect(checkPreservableUrl(exact).keep).toBe(true);
    expect(checkPreservableUrl(`${exact}a`)).toEqual({ keep: false, reason: 'tooLong' });
  });

  it('discards the empty string', () => {
    expect(checkPreservableUrl('')).toEqual({ keep: false, reason: 'empty' });
  });
});

describe('expiry (30 minutes, 1,800,000 ms)', () => {
  it('is valid up to 30 minutes and expired after', () => {
    expect(isExpired(0, 1_800_000)).toBe(false);
    expect(isExpired(0, 1_800_001)).toBe(true);
  });

  it('treats a time stamp from the future as expired', () => {
    expect(isExpired(10_000_000, 0)).toBe(true);
  });
});

describe('shouldClearOnNavigation', () => {
  it('clears on a different protected page', () => {
    expect(shouldClearOnNavigation('/dashboard/watchlists', '/dashboard/scanner')).toBe(true);
    expect(shouldClearOnNavigation('/dashboard/watchlists?a=1', '/dashboard/watchlists?a=2')).toBe(true);
  });

  it('keeps it on the same page and on public pages', () => {
    expect(shouldClearOnNavigation('/dashboard/watchlists', '/dashboard/watchlists')).toBe(false);
    expect(shouldClearOnNavigation('https://x.example/dashboard/watchlists', '/dashboard/watchlists')).toBe(false);
    expect(shouldClearOnNavigation('/dashboard/watchlists', '/login')).toBe(false);
  });
});

describe('postLoginTarget', () => {
  it('follows a kept local path under 1000 characters', () => {
    expect(postLoginTarget('/dashboard/watchlists?x=1', ['FREE'])).toBe('/dashboard/watchlists?x=1');
  });

  it('ignores a kept path of 1000 characters or more', () => {
    const long = `/dashboard/watchlists?q=${'a'.repeat(1000)}`;
    expect(postLoginTarget(long.slice(0, 999), ['FREE'])).toBe(long.slice(0, 999));
    expect(postLoginTarget(long.slice(0, 1000), ['FREE'])).toBe('/home/home');
  });

  it('ignores absolute URLs and invalid paths', () => {
    expect(postLoginTarget('https://evil.example/dashboard', ['FREE'])).toBe('/home/home');
    expect(postLoginTarget('//evil.example/dashboard', ['FREE'])).toBe('/home/home');
    expect(postLoginTarget('/login', ['FREE'])).toBe('/home/home');
  });

  it('goes to /dashboard/intro when the first module is Intro, else /home/home', () => {
    expect(postLoginTarget(null, ['Intro', 'FREE'])).toBe('/dashboard/intro');
    expect(postLoginTarget(null, ['FREE', 'Intro'])).toBe('/home/home');
    expect(postLoginTarget(undefined, [])).toBe('/home/home');
  });
});

describe('PreservedRedirectStore', () => {
  const setup = () => {
    let now = 1_000_000;
    const session = memoryStorage();
    const local = memoryStorage();
    const store = new PreservedRedirectStore([session, local], () => now);
    return { store, session, local, advance: (ms: number) => (now += ms) };
  };

  it('keeps a URL in session and local storage', () => {
    const { store, session, local } = setup();
    expect(store.save('/dashboard/watchlists')).toBe(true);
    expect(session.getItem(PRESERVED_REDIRECT_KEY)).toContain('/dashboard/watchlists');
    expect(local.getItem(PRESERVED_REDIRECT_KEY)).toContain('/dashboard/watchlists');
    expect(store.read()).toBe('/dashboard/watchlists');
  });

  it('refuses what the rules discard and keeps the earlier URL', () => {
    const { store } = setup();
    store.save('/dashboard/watchlists');
    expect(store.save('/login')).toBe(false);
    expect(store.save('/dashboard/<x>')).toBe(false);
    expect(store.read()).toBe('/dashboard/watchlists');
  });

  it('falls back to local storage (a new tab) and expires after 30 minutes', () => {
    const { store, session, advance } = setup();
    store.save('/join/tokens');
    session.clear();
    advance(1_800_000);
    expect(store.read()).toBe('/join/tokens');
    advance(1);
    expect(store.read()).toBeNull();
  });

  it('discards tampered entries', () => {
    const { store, session, local } = setup();
    session.setItem(PRESERVED_REDIRECT_KEY, JSON.stringify({ url: 'javascript:alert(1)', savedAt: 1_000_000 }));
    expect(store.read()).toBeNull();
    expect(session.getItem(PRESERVED_REDIRECT_KEY)).toBeNull();
    local.setItem(PRESERVED_REDIRECT_KEY, 'not json');
    expect(store.read()).toBeNull();
  });

  it('take() hands the URL out once', () => {
    const { store } = setup();
    store.save('/data/cftc');
    expect(store.take()).toBe('/data/cftc');
    expect(store.take()).toBeNull();
  });

  it('clears the URL when the user opens a different protected page', () => {
    const { store } = setup();
    store.save('/dashboard/watchlists');
    store.noteNavigation('/dashboard/watchlists');
    expect(store.read()).toBe('/dashboard/watchlists');
    store.noteNavigation('/login');
    expect(store.read()).toBe('/dashboard/watchlists');
    store.noteNavigation('/home/home');
    expect(store.read()).toBeNull();
  });
});
