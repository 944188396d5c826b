// dom-accessibility-api ships its types beside its files, but its package.json "exports" hides them
// from "bundler" resolution; this names the one function the stories test uses.
declare module 'dom-accessibility-api' {
  export function computeAccessibleName(root: Element, options?: { compute?: 'description' | 'name' }): string;
}
