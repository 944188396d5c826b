import { describe, expect, it, vi } from 'vitest';
import { testDataProvider, type DataRequest } from './dataProvider';
import { withRequestCache } from './withRequestCache';
import { defineDataMethods } from './dataMethods';

function setup() {
  let clock = 0;
  let owner = 'fiona';
  let served = 0;
  const request = vi.fn(async (path: string, _options?: unknown) => {
    if (path === '/fail') throw new Error('offline');
    return `${path}#${++served}`;
  });
  const data = withRequestCache(testDataProvider({ request: request as unknown as DataRequest }), () => owner, () => clock);
  return { data, request, advance: (ms: number) => { clock += ms; }, signIn: (name: string) => { owner = name; } };
}

describe('withRequestCache', () => {
  it('reuses an answer for maxAgeMs per user and key; calls without cache pass through', async () => {
    const { data, request, advance, signIn } = setup();
    const cache = { maxAgeMs: 1000 };
    expect(await data.request('/a', { cache })).toBe('/a#1');
    expect(await data.request('/a', { cache })).toBe('/a#1');
    expect(await data.request('/a')).toBe('/a#2');
    signIn('gus');
    expect(await data.request('/a', { cache })).toBe('/a#3');
    advance(1000);
    expect(await data.request('/a', { cache })).toBe('/a#4');
    // The cache option is the decorator's: the inner provider never sees it.
    expect(request.mock.calls.every(([, options]) => !(options as { cache?: unknown } | undefined)?.cache)).toBe(true);
  });

  it('shares one call between concurrent reads and keeps no failure', async () => {
    const { data, request } = setup();
    const [a, b] = await Promise.all([data.request('/b', { cache: { maxAgeMs: 1000 } }), data.request('/b', { cache: { maxAgeMs: 1000 } })]);
    expect(a).toBe(b);
    expect(request).toHaveBeenCalledTimes(1);
    await expect(data.request('/fail', { cache: { maxAgeMs: 1000 } })).rejects.toThrow('offline');
    await expect(data.request('/fail', { cache: { maxAgeMs: 1000 } })).rejects.toThrow('offline');
    expect(request).toHaveBeenCalledTimes(3);
  });
});

describe('defineDataMethods', () => {
  it('builds a plugin\u2019s methods once per provider, on that provider', async () => {
    const build = vi.fn((data: ReturnType<typeof testDataProvider>) => ({ ping: () => data.request<string>('/ping') }));
    const methods = defineDataMethods('test', build);
    const one = testDataProvider({ request: (async () => 'one') as DataRequest });
    const two = testDataProvider({ request: (async () => 'two') as DataRequest });
    expect(methods.of(one)).toBe(methods.of(one));
    expect(await methods.of(one).ping()).toBe('one');
    expect(await methods.of(two).ping()).toBe('two');
    expect(build).toHaveBeenCalledTimes(2);
  });
});
