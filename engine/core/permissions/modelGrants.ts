import type { AnyModel, EntityModel, ListModel } from '../model/modelTypes';
import { staffModules } from './modelAccess';
import { permissionScheme } from './permissionScheme';

const hasPermission = (modules: readonly string[], required: string): boolean => permissionScheme().has(modules, required);
const canonicalModule = (name: string): string => permissionScheme().canonical(name);

/**
 * One access gate of a model: what passing it allows and who passes it. `admits` is 'everyone'
 * (every signed-in user) or the modules of which a user must hold one ([] admits nobody).
 */
export interface AccessGate {
  /** Where the gate lives in the model: '/permissions/read', '/events/publish', '/rowActions/edit' ... */
  path: string;
  /** What passing it allows, as in "the right to read the records". */
  right: string;
  /** Who passes it, as in "who can read the records". */
  who: string;
  admits: 'everyone' | readonly string[];
  /** What else defines the gate (the row filter's filters): any change of it may widen the gate. */
  scope?: string;
}

export interface GrantProblem {
  path: string;
  message: string;
}

const everyoneOr = (modules: readonly string[] | undefined): AccessGate['admits'] => (modules && modules.length ? modules : 'everyone');

/**
 * Every gate of a model: read, write, each event, owner scoping (who sees others' records),
 * the row filter (who sees the rows it hides); of a list: read and each row action. Column groups
 * are no gate: they choose what a table shows, while the record itself (GET /entities) and the
 * asset calls carry every field.
 */
export function accessGates(model: AnyModel): AccessGate[] {
  return model.modelClass === 'EntityModel' ? entityGates(model) : listGates(model);
}

function entityGates(model: EntityModel): AccessGate[] {
  const { read, write, ownerScoped, rowFilter } = model.permissions;
  const gates: AccessGate[] = [
    { path: '/permissions/read', right: 'read the records', who: 'can read the records', admits: everyoneOr(read) },
    { path: '/permissions/write', right: 'write the records', who: 'can write the records', admits: everyoneOr(write) },
    {
      path: '/permissions/ownerScoped', right: "see other users' records", who: "sees other users' records (owner scoping)",
      admits: ownerScoped ? staffModules() : 'everyone',
    },
    {
      path: '/permissions/rowFilter', right: 'see the records the row filter hides', who: 'sees the records the row filter hides',
      admits: rowFilter ? rowFilter.unless : 'everyone', ...(rowFilter ? { scope: JSON.stringify(rowFilter.filterQuery) } : {}),
    },
  ];
  for (const [name, event] of Object.entries(model.events ?? {})) {
    gates.push({ path: `/events/${name}`, right: `fire the event "${name}"`, who: `can fire the event "${name}"`, admits: everyoneOr(event.permission ? [event.permission] : []) });
  }
  return gates;
}

function listGates(model: ListModel): AccessGate[] {
  const gates: AccessGate[] = [{ path: '/permissions/read', right: 'read the list', who: 'can read the list', admits: everyoneOr(model.permissions?.read) }];
  const seen = new Map<string, number>();
  for (const action of model.rowActions ?? []) {
    const n = seen.get(action.id) ?? 0;
    seen.set(action.id, n + 1);
    gates.push({
      path: `/rowActions/${action.id}${n ? `#${n + 1}` : ''}`, right: `see the row action "${action.id}"`, who: `sees the row action "${action.id}"`,
      admits: everyoneOr(action.permission ? [action.permission] : []),
    });
  }
  return gates;
}

/**
 * The modules a gate grants something with: canonical names, without the never-granted module
 * and without the scheme's admin module (admins change every model, so a grant to them gives them nothing new).
 */
function granted(admits: readonly string[]): Set<string> {
  const { hidden, admin } = permissionScheme();
  return new Set(admits.map(canonicalModule).filter((m) => m !== hidden && m !== admin));
}

/** Whether `next` admits someone (or some rows) that `prev` does not. */
export function widens(prev: AccessGate, next: AccessGate): boolean {
  if (prev.admits === 'everyone') return false;
  if (next.admits === 'everyone') return true;
  const before = granted(prev.admits);
  if ([...granted(next.admits)].some((m) => !before.has(m))) return true;
  return prev.scope !== undefined && next.scope !== prev.scope;
}

const describeAdmits = (admits: readonly string[]): string => (admits.length ? admits.join(', ') : 'nobody');

/**
 * What is wrong with changing one gate from `prev` (undefined: the gate is new) to `next` by an
 * editor holding `modules`. The rule: nobody may grant access they do not hold. A gate may be
 * widened only by an editor who passes it as it stands, and every module it newly names must be
 * one the editor holds; a new gate may name only modules the editor holds. Narrowing is free.
 * `reached`: the editor is known to reach what the gate guards (a sidebar entry's list), so
 * only the modules it newly names count.
 */
export function gateProblems(prev: AccessGate | undefined, next: AccessGate, modules: readonly string[], reached = false): GrantProblem[] {
  if (hasPermission(modules, permissionScheme().admin)) return [];
  if (prev && !widens(prev, next)) return [];
  const problems: GrantProblem[] = [];
  if (!reached && prev && prev.admits !== 'everyone' && !prev.admits.some((m) => hasPermission(modules, m))) {
    problems.push({ path: next.path, message: `You may not widen who ${next.who}, which admits ${describeAdmits(prev.admits)}: you do not hold that permission yourself.` });
  }
  if (next.admits !== 'everyone') {
    const before = prev && prev.admits !== 'everyone' ? granted(prev.admits) : new Set<string>();
    for (const m of granted(next.admits)) {
      if (!before.has(m) && !hasPermission(modules, m)) {
        problems.push({ path: next.path, message: `You may not grant ${m} the right to ${next.right}: you do not hold ${m} yourself.` });
      }
    }
  }
  return problems;
}

/**
 * What a new version (or a new model, `current` undefined) would grant that the editor does not
 * hold; empty when the editor may save it. Admins may save anything.
 *
 * @example grantProblems(notificationsForAdmins, { ...notificationsForAdmins, permissions: { read: [], write: [], ownerScoped: false } }, ['CMSManager']).length > 0
 */
export function grantProblems(current: AnyModel | undefined, next: AnyModel, modules: readonly string[]): GrantProblem[] {
  const before = new Map(current ? accessGates(current).map((g) => [g.path, g] as const) : []);
  return accessGates(next).flatMap((gate) => gateProblems(before.get(gate.path), gate, modules));
}

const onlyAdmins = (list: readonly string[] | undefined): boolean => {
  const { hidden, admin } = permissionScheme();
  return !!list?.length && list.every((m) => canonicalModule(m) === admin || canonicalModule(m) === hidden);
};

/** Whether a model is restricted to admins (its read or write permission names the admin module alone): only admins change it. */
export function isAdminOnly(model: AnyModel): boolean {
  if (model.modelClass === 'EntityModel') return onlyAdmins(model.permissions.read) || onlyAdmins(model.permissions.write);
  return onlyAdmins(model.permissions?.read);
}
