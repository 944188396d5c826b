import { installSlot } from '../installSlot';

/**
 * How the product reads its permission modules. The engine gates models, routes, row actions and
 * column groups through this scheme and knows no module of its own: the product installs its
 * scheme once at start (the server when it builds the app, the browser through
 * createEngineServices, the tests in their set-up file).
 *
 * @example installPermissionScheme({ has: (modules, required) => !required || modules.includes(required), canonical: (m) => m, hidden: 'NOBODY', admin: 'ADMIN', premiumColumns: ['PAID'] })
 */
export interface PermissionScheme {
  /** Whether a holder of `modules` passes `required`; no requirement passes, `hidden` never does. */
  has(modules: readonly string[], required: string | undefined | null): boolean;
  /** The canonical spelling of a module name (aliases resolved); unknown names stay as they are. */
  canonical(name: string): string;
  /** The module that is never granted: a gate naming it admits nobody. */
  hidden: string;
  /** The module of the staff who change every model and see every owner's records. */
  admin: string;
  /** The modules of which a user must hold one to see a list's PREMIUM column group. */
  premiumColumns: readonly string[];
}

const slot = installSlot<PermissionScheme>('No permission scheme installed: call installPermissionScheme(...) at start.');

/** Installs the product's scheme; every permission function of the engine reads it. */
export const installPermissionScheme = (scheme: PermissionScheme): void => slot.install(scheme);

/** The installed scheme; throws when none is, so that no gate ever opens by default. */
export const permissionScheme = (): PermissionScheme => slot.get();
