import { PRODUCT_ERROR_RULES } from '../../../product/errorRules';
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PluginRegistry } from '../../../engine/plugins';
import { createEngineServices, EngineProvider, type EngineServices } from '../../../engine/ui';
import { BillingApiProvider, type BillingServices } from '../api/BillingApiContext';
import { fakeBillingServices, storyUser, type FakeOptions } from './fakeBillingApi';
import { memoryStorage } from './memoryStorage';
import type { SessionUser } from '../../../contracts';

const NO_FAKES: FakeOptions = {};

/**
 * The engine (a session holding `user`, never signed in, so nothing runs in the background), the
 * fake billing calls and a router at `path` (matched by `route`) around a billing screen.
 */
export function BillingFrame({ children, user = storyUser(), fake = NO_FAKES, path = '/', route = '*', billingServices, onServices }: {
  children: ReactNode;
  user?: SessionUser;
  fake?: FakeOptions;
  path?: string;
  route?: string;
  /** Instead of the fakes built from `fake` (tests that watch the calls). */
  billingServices?: BillingServices;
  /** Hands the engine's services to a test. */
  onServices?: (services: EngineServices) => void;
}) {
  const services = useMemo(() => {
    const s = createEngineServices({ plugins: new PluginRegistry(), storage: memoryStorage(), appVersion: 'story', errorRules: PRODUCT_ERROR_RULES });
    s.session.setUser(user);
    onServices?.(s);
    return s;
  }, [user, onServices]);
  const billing = useMemo(() => billingServices ?? fakeBillingServices({ ...fake, user }), [billingServices, fake, user]);
  return (
    <EngineProvider services={services}>
      <BillingApiProvider services={billing}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={children} />
          </Routes>
        </MemoryRouter>
      </BillingApiProvider>
    </EngineProvider>
  );
}
