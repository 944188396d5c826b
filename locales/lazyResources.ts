import type { Namespace } from './namespaces';

// One chunk per language and namespace, fetched when first needed.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json');

/** The texts of one namespace in one language, loaded on demand. */
export async function loadNamespace(language: string, namespace: Namespace | string): Promise<Record<string, unknown>> {
  const load = loaders[`./${language}/${namespace}.json`];
  if (!load) throw new Error(`no texts for ${language}/${namespace}`);
  return (await load()).default;
}
