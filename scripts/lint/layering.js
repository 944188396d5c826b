import path from 'node:path';

/**
 * The layering of DESIGN.md section 2 as one ESLint rule, `layering/imports`: which folder may
 * import what. It reads every way a module names another — `import`, `export ... from`,
 * `export * from` and `import()` — and resolves relative paths against the importing file, so
 * `../../engine/data/apiClient` and `engine/data/apiClient.ts` are the same target.
 *
 * Each boundary is one row of BOUNDARIES: `files` (folders the row applies to, `except` ones it
 * does not, `exceptPattern` files it does not, such as tests), and what they may not reach: `forbid` (folders or files of the repository, `allow`
 * carving exceptions out of them), `forbidPackages` (npm packages, exact names or patterns),
 * `onlyWithin` (nothing outside these folders) or `otherPlugins` (another plugin's internals).
 * A client `fetch(...)` outside engine/data is the `no-client-fetch` row.
 */

/** Where the client may call the server: the engine's data layer, nowhere else. */
const DATA_LAYER = 'engine/data/';
const CLIENT = ['engine/', 'plugins/', 'screens/'];
const ENGINE_AREAS = ['data', 'list', 'form', 'ui', 'state', 'routing', 'plugins', 'i18n'].map((a) => `engine/${a}/`);
const REACT_PACKAGES = ['react', 'react-dom', 'mobx-react-lite', 'react-hook-form', /^react-/, /^react-dom\//, /^react\//, /^@tanstack\/react-/, /^@rjsf\//, /^@testing-library\//, /^@storybook\//];

export const BOUNDARIES = [
  {
    id: 'engine-knows-no-app',
    files: ['engine/'],
    forbid: ['screens/', 'plugins/', 'server/'],
    message: 'the engine knows no screen, plugin or server file',
  },
  {
    id: 'engine-knows-no-product',
    files: ['engine/'],
    exceptPattern: /\.(test|stories)\.tsx?$/,
    forbid: ['product/'],
    message: "the engine knows no product rule: take it from an extension point (the permission scheme, createEngineServices' options) that the app fills",
  },
  {
    id: 'engine-reads-generic-contracts',
    files: ['engine/'],
    exceptPattern: /\.(test|stories)\.tsx?$/,
    forbid: ['contracts/'],
    allowPattern: /^contracts\/(balances|entities|models|navigation|notifications|session|system)\.ts$/,
    message: 'the engine imports, file by file, only the contracts that name no product type (entities, models, navigation, notifications, session, system, balances); never contracts/index.ts',
  },
  {
    id: 'core-is-headless',
    files: ['engine/core/'],
    forbid: ENGINE_AREAS,
    forbidPackages: REACT_PACKAGES,
    message: 'engine/core is pure TypeScript: no React, no DOM, no other engine area',
  },
  {
    id: 'client-knows-no-server',
    files: ['plugins/', 'screens/', 'models/'],
    forbid: ['server/'],
    message: 'the client reaches the server only through engine/data',
  },
  {
    id: 'server-knows-no-client',
    files: ['server/'],
    forbid: ['screens/', 'plugins/', 'engine/'],
    allow: ['engine/core/'],
    message: 'the server may use engine/core, never the client',
  },
  {
    id: 'product-is-pure',
    files: ['product/'],
    onlyWithin: ['product/'],
    message: 'product/ holds the product rules alone: it imports nothing outside itself',
  },
  {
    id: 'contracts-are-pure',
    files: ['contracts/'],
    onlyWithin: ['contracts/', 'product/'],
    message: 'contracts/ are wire types shared by server and browser: they import only contracts/ and product/',
  },
  {
    id: 'analytics-are-pure',
    files: ['server/market/analytics/'],
    onlyWithin: ['server/market/analytics/', 'engine/core/', 'contracts/'],
    message: 'the analytics are pure functions over arrays: no database, no I/O, no other server folder (the wire types of contracts/ are fine)',
  },
  {
    id: 'plugins-stay-apart',
    files: ['plugins/'],
    otherPlugins: true,
    message: "a plugin may use another plugin only through that plugin's index.ts",
  },
  {
    id: 'screens-mount-plugins',
    files: ['screens/'],
    forbid: ['plugins/'],
    allowPattern: /^plugins\/[^/]+\/(manifest|index)\.tsx?$/,
    message: "screens/ reach a plugin only through its manifest.ts or index.ts",
  },
  {
    id: 'http-only-in-the-data-layer',
    files: CLIENT,
    except: [DATA_LAYER],
    forbid: ['engine/data/apiClient.ts'],
    message: 'the raw HTTP client belongs to engine/data: add a method to the data provider instead',
  },
  {
    id: 'engine-public-surface',
    files: ['plugins/', 'screens/'],
    forbid: ['engine/'],
    allowPattern: /^engine\/([^/]+\/)?index\.tsx?$/,
    message: "plugins and screens use the engine's public surface: engine/index.ts or engine/<area>/index.ts",
  },
];

const TS_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.json'];

/** A repository-relative path with forward slashes; a folder import ends in `/index.ts`. */
function resolveTarget(root, fromFile, source, fileExists) {
  const absolute = path.resolve(path.dirname(fromFile), source);
  let rel = path.relative(root, absolute).split(path.sep).join('/');
  if (TS_EXTENSIONS.some((ext) => rel.endsWith(ext))) return rel;
  for (const ext of ['.ts', '.tsx']) if (fileExists(path.join(root, rel + ext))) return rel + ext;
  for (const ext of ['.ts', '.tsx']) if (fileExists(path.join(root, rel, `index${ext}`))) return `${rel}/index${ext}`;
  // Not on disk (a fixture): guess a file, or a folder's index when the name has no dot.
  return rel.includes('.') ? rel : `${rel}.ts`;
}

const under = (file, folders) => folders.some((f) => file.startsWith(f));
const matchesPackage = (name, patterns) => patterns.some((p) => (typeof p === 'string' ? name === p : p.test(name)));

/** The first boundary a file's import crosses, or null (`skip`: ids of rows not checked). */
export function crossedBoundary(file, target, skip = []) {
  for (const b of BOUNDARIES) {
    if (skip.includes(b.id)) continue;
    if (!under(file, b.files) || (b.except && under(file, b.except)) || (b.exceptPattern && b.exceptPattern.test(file))) continue;
    if (target.kind === 'package') {
      if (b.forbidPackages && matchesPackage(target.name, b.forbidPackages)) return b;
      continue;
    }
    const t = target.path;
    if (t.startsWith('../')) continue; // outside the repository (shared/): not ours to judge
    if (b.onlyWithin && !under(t, b.onlyWithin)) return b;
    if (b.forbid && under(t, b.forbid) && !(b.allow && under(t, b.allow)) && !(b.allowPattern && b.allowPattern.test(t))) return b;
    if (b.otherPlugins) {
      const own = file.split('/')[1];
      const [top, plugin, ...rest] = t.split('/');
      if (top === 'plugins' && plugin !== own && plugin && !(rest.length === 1 && /^index\.tsx?$/.test(rest[0]))) return b;
    }
  }
  return null;
}

/** The boundaries that apply to a package import, for files that may use only their own folder. */
function packageTarget(source) {
  const name = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
  return { kind: 'package', name: source.startsWith('react-dom/') || source.startsWith('react/') ? source : name };
}

export function createLayeringPlugin({ fileExists }) {
  return {
    rules: {
      imports: {
        meta: {
          type: 'problem',
          schema: [{ type: 'object', properties: { skip: { type: 'array', items: { enum: BOUNDARIES.map((b) => b.id) } } }, additionalProperties: false }],
        },
        create(context) {
          const skip = context.options[0]?.skip ?? [];
          const root = context.cwd;
          const file = path.relative(root, context.filename).split(path.sep).join('/');
          if (file.startsWith('..')) return {};
          const check = (node, sourceNode) => {
            if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
            const source = sourceNode.value;
            const target = source.startsWith('.')
              ? { kind: 'file', path: resolveTarget(root, context.filename, source, fileExists) }
              : packageTarget(source);
            // Node built-ins and npm packages are only judged by the rows that name packages, and by onlyWithin rows for node: modules.
            const boundary = crossedBoundary(file, target, skip);
            const nodeBuiltin = target.kind === 'package' && source.startsWith('node:');
            const pureRow = BOUNDARIES.find((b) => b.onlyWithin && under(file, b.files) && !skip.includes(b.id));
            if (boundary) {
              context.report({ node, message: `${boundary.message} (${boundary.id}: ${source})` });
            } else if (nodeBuiltin && pureRow) {
              context.report({ node, message: `${pureRow.message} (${pureRow.id}: ${source})` });
            }
          };
          const clientFetch = under(file, CLIENT) && !file.startsWith(DATA_LAYER) && !skip.includes('http-only-in-the-data-layer');
          return {
            ImportDeclaration: (node) => check(node, node.source),
            ExportNamedDeclaration: (node) => check(node, node.source),
            ExportAllDeclaration: (node) => check(node, node.source),
            ImportExpression: (node) => check(node, node.source),
            CallExpression(node) {
              if (!clientFetch) return;
              const callee = node.callee;
              const isFetch = (callee.type === 'Identifier' && callee.name === 'fetch')
                || (callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'fetch'
                  && callee.object.type === 'Identifier' && ['window', 'globalThis', 'self'].includes(callee.object.name));
              if (isFetch) context.report({ node, message: 'the client calls the server only through engine/data: add a method to the data provider (http-only-in-the-data-layer: fetch)' });
            },
          };
        },
      },
    },
  };
}
