import { lazy, Suspense } from 'react';

const Widgets = lazy(() => import('./HomeWidgets'));

/** The widgets' chunk (code and the `home` texts) loads behind this placeholder, which keeps their place. */
export function HomeWidgets() {
  return (
    <Suspense fallback={<div className="home-widgets-pending" aria-busy="true" data-testid="home-widgets-pending" />}>
      <Widgets />
    </Suspense>
  );
}
