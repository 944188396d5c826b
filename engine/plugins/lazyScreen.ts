import { createElement, use, type ComponentType, type FunctionComponent } from 'react';

/** A lazily loaded screen whose chunk can be fetched before React first renders it. */
export type PreloadableScreen = FunctionComponent & { preload(): Promise<unknown> };

/**
 * A lazily loaded screen with a `preload()`: the shell starts the chunk of the page being opened
 * while the session is still being recovered (issue 6's time to the first rows). Unlike
 * React.lazy, a screen whose chunk is already there renders at once, without a round through its
 * Suspense fallback; one that is not suspends until it is. A failed fetch goes to the error
 * boundary and is tried again on the next render.
 *
 * @example const portfolio = lazyScreen(() => import('./screens/PortfolioScreen'));
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): PreloadableScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<unknown> | null = null;
  const preload = (): Promise<unknown> => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (err: unknown) => {
        loading = null;
        throw err;
      },
    );
    return loading;
  };
  function LazyScreen() {
    if (!loaded) use(preload());
    return loaded ? createElement(loaded) : null;
  }
  return Object.assign(LazyScreen, { preload });
}

export function isPreloadable(component: unknown): component is PreloadableScreen {
  return typeof component === 'function' && typeof (component as { preload?: unknown }).preload === 'function';
}
