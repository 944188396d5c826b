import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, type PluginRoute } from '../../engine/plugins';
import { preloadProtectedPage } from './preloadPage';

const Screen = () => null;
const screen = () => {
  const load = vi.fn(() => Promise.resolve({ default: Screen }));
  return { load, component: lazyScreen(load) };
};

describe('preloadProtectedPage', () => {
  it('starts the layout and the screen of the page being opened, and nothing else', () => {
    const layout = screen();
    const portfolio = screen();
    const detail = screen();
    const routes: PluginRoute[] = [
      { path: '/dashboard/portfolio', component: portfolio.component },
      { path: '/dashboard/detail/:ticker/:caller', component: detail.component },
    ];
    expect(preloadProtectedPage('/dashboard/detail/SPY/overview', routes, layout.component)).toEqual(['layout', '/dashboard/detail/:ticker/:caller']);
    expect(layout.load).toHaveBeenCalledTimes(1);
    expect(detail.load).toHaveBeenCalledTimes(1);
    expect(portfolio.load).not.toHaveBeenCalled();
  });

  it('leaves plain components and unknown pages alone', () => {
    const routes: PluginRoute[] = [{ path: '/dashboard/portfolio', component: Screen }];
    expect(preloadProtectedPage('/dashboard/portfolio', routes, Screen)).toEqual([]);
    expect(preloadProtectedPage('/nowhere', routes, Screen)).toEqual([]);
  });
});
