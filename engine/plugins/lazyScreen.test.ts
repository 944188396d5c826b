import { describe, expect, it, vi } from 'vitest';
import { isPreloadable, lazyScreen } from './lazyScreen';

const Screen = () => null;

describe('lazyScreen', () => {
  it('fetches the chunk once, whether preloaded or rendered', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Screen }));
    const screen = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();
    await screen.preload();
    await screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(isPreloadable(screen)).toBe(true);
  });

  it('tries again after a failed fetch', async () => {
    const load = vi.fn()
      .mockImplementationOnce(() => Promise.reject(new Error('offline')))
      .mockImplementation(() => Promise.resolve({ default: Screen }));
    const screen = lazyScreen(load);
    await expect(screen.preload()).rejects.toThrow('offline');
    await expect(screen.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders a preloaded screen at once, and suspends one that is still loading', async () => {
    const { createElement, Suspense } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const Hello = () => createElement('p', null, 'hello');
    const screen = lazyScreen(() => Promise.resolve({ default: Hello }));
    const wrapped = () => createElement(Suspense, { fallback: createElement('i', null, 'loading') }, createElement(screen));
    expect(renderToString(wrapped())).toContain('loading');
    await screen.preload();
    expect(renderToString(wrapped())).toContain('hello');
  });

  it('tells plain components from preloadable ones', () => {
    expect(isPreloadable(Screen)).toBe(false);
    expect(isPreloadable(null)).toBe(false);
  });
});
