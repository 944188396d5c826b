import { describe, expect, it } from 'vitest';
import { playgroundRequest } from './playgroundRequest';

describe('playgroundRequest', () => {
  it('takes a path with or without /api and a JSON body', () => {
    expect(playgroundRequest('GET', ' /api/systemStatus/cacheStatus ', '')).toEqual({ ok: true, method: 'GET', path: '/systemStatus/cacheStatus', body: undefined });
    expect(playgroundRequest('POST', '/list/DomainFaqSection', '{"page": 1}')).toEqual({ ok: true, method: 'POST', path: '/list/DomainFaqSection', body: { page: 1 } });
  });

  it('refuses what it cannot send', () => {
    expect(playgroundRequest('GET', 'health', '')).toEqual({ ok: false, problem: 'path' });
    expect(playgroundRequest('GET', '//evil.example/x', '')).toEqual({ ok: false, problem: 'path' });
    expect(playgroundRequest('GET', '/a b', '')).toEqual({ ok: false, problem: 'path' });
    expect(playgroundRequest('POST', '/x', '{nope')).toEqual({ ok: false, problem: 'json' });
    expect(playgroundRequest('GET', '/x', '{}')).toEqual({ ok: false, problem: 'bodyOnGet' });
    expect(playgroundRequest('POST', `/${'x'.repeat(600)}`, '')).toEqual({ ok: false, problem: 'tooLong' });
  });
});
