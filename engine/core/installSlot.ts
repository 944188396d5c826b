/**
 * One value the app installs into the engine at start (an extension point: the permission
 * scheme, the app's paths). Reading it before it is installed throws with `hint`, so that no
 * engine rule runs on a silent default.
 *
 * @example
 * const scheme = installSlot<PermissionScheme>('No permission scheme installed: call installPermissionScheme(...) at start.');
 * scheme.install(productScheme); scheme.get().has(modules, 'PREMIUM');
 */
export interface InstallSlot<T> {
  install(value: T): void;
  get(): T;
}

export function installSlot<T>(hint: string): InstallSlot<T> {
  let installed: { value: T } | null = null;
  return {
    install(value) {
      installed = { value };
    },
    get() {
      if (!installed) throw new Error(hint);
      return installed.value;
    },
  };
}
