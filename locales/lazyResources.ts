import type { Namespace } from './namespaces';

// One chunk per language and namespace, fetched when first needed. The eager namespaces in English
// (namespaces.ts EAGER_NAMESPACES) are bundled by eagerResources.ts and left out here, so that the
// build does not import them both ways (lazyResources.test.ts keeps the two lists equal).
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  './*/*.json',
  '!./en/common.json', '!./en/auth.json', '!./en/mail.json', '!./en/form.json', '!./en/validation.json',
  '!./en/engine.json', '!./en/models.json', '!./en/account.json', '!./en/site.json', '!./en/shell.json',
]);

/** The namespaces this module loads on demand, in one language. */
export const lazyNamespacesIn = (language: string): string[] =>
  Object.keys(loaders).filter((key) => key.startsWith(`./${language}/`)).map((key) => key.slice(language.length + 3, -'.json'.length)).sort();

/** The texts of one namespace in one language, loaded on demand. */
export async function loadNamespace(language: string, namespace: Namespace | string): Promise<Record<string, unknown>> {
  const load = loaders[`./${language}/${namespace}.json`];
  if (!load) throw new Error(`no texts for ${language}/${namespace}`);
  return (await load()).default;
}
