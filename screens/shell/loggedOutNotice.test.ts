import { describe, expect, it } from 'vitest';
import { loggedOutNotice } from './loggedOutNotice';

describe('loggedOutNotice', () => {
  it('tells a logged-out visitor of the overview why, and nobody elsewhere', () => {
    expect(loggedOutNotice('/dashboard/portfolio')).toBe('loggedOut.overview');
    expect(loggedOutNotice('/dashboard/portfolio/')).toBe('loggedOut.overview');
    expect(loggedOutNotice('/dashboard')).toBe('loggedOut.overview');
    expect(loggedOutNotice('/dashboard/watchlists')).toBeNull();
    expect(loggedOutNotice('/settings')).toBeNull();
  });
});
