import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { BOUNDARIES, crossedBoundary } from './layering.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = readFileSync(path.join(root, 'scripts/lint/fixtures/crossings.txt'), 'utf8');

/** Lints source as if it lived at `file`, with the project's config and every boundary checked. */
async function crossings(source: string, file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'layering/imports': ['error', { skip: [] }] } } });
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'layering/imports')
    .map((m) => `${m.line}:${/\(([a-z-]+):/.exec(m.message)?.[1] ?? m.message}`);
}

describe('the layering rule', () => {
  it('reads import, export ... from, export * from, import() and a client fetch', async () => {
    expect(await crossings(fixture, 'plugins/somePlugin/loader.ts')).toEqual([
      '2:http-only-in-the-data-layer',
      '3:engine-public-surface',
      '5:plugins-stay-apart',
      '6:plugins-stay-apart',
      '8:client-knows-no-server',
      '11:plugins-stay-apart',
      '12:http-only-in-the-data-layer',
      '13:http-only-in-the-data-layer',
    ]);
  });

  it('lets the data layer call the server and import its own client', async () => {
    expect(await crossings("import { callApi } from './apiClient';\nawait fetch('/api/x');\nexport { callApi };\n", 'engine/data/newCall.ts')).toEqual([]);
  });

  it('keeps the engine free of the app, and its core free of React and the other areas', async () => {
    expect(await crossings("export * from '../../plugins/billing/index';\n", 'engine/list/anything.ts')).toEqual(['1:engine-knows-no-app']);
    expect(await crossings("import { useState } from 'react';\nimport { x } from '../../data/dataProvider';\nexport { useState, x };\n", 'engine/core/model/thing.ts'))
      .toEqual(['1:core-is-headless', '2:core-is-headless']);
    expect(await crossings("import { PERMISSION_SCHEME } from '../../product/permissionModules';\nexport { PERMISSION_SCHEME };\n", 'engine/list/anything.ts'))
      .toEqual(['1:engine-knows-no-product']);
    expect(await crossings("import { PERMISSION_SCHEME } from '../../product/permissionModules';\nexport { PERMISSION_SCHEME };\n", 'engine/list/anything.test.ts')).toEqual([]);
    expect(await crossings("import type { ListAnswer } from '../../contracts/entities';\nimport type { AssetRow } from '../../contracts/assets';\nimport type { SessionUser } from '../../contracts';\nexport type { ListAnswer, AssetRow, SessionUser };\n", 'engine/data/anything.ts'))
      .toEqual(['2:engine-reads-generic-contracts', '3:engine-reads-generic-contracts']);
  });

  it('lets the server use engine/core only, product/ and the analytics nothing outside themselves', async () => {
    expect(await crossings("import { a } from '../engine/core/filters/filterQuery';\nimport { b } from '../engine/data/dataProvider';\nexport { a, b };\n", 'server/thing.ts'))
      .toEqual(['2:server-knows-no-client']);
    expect(await crossings("import { a } from '../engine/core/filters/filterQuery';\nexport { a };\n", 'product/thing.ts')).toEqual(['1:product-is-pure']);
    expect(await crossings("import { readFileSync } from 'node:fs';\nimport { db } from '../../db/database';\nexport { readFileSync, db };\n", 'server/market/analytics/thing.ts'))
      .toEqual(['1:analytics-are-pure', '2:analytics-are-pure']);
  });

  it('lets screens reach a plugin through its manifest or index only', async () => {
    expect(await crossings("import { m } from '../plugins/billing/manifest';\nimport { s } from '../plugins/billing/screens/TokensScreen';\nexport { m, s };\n", 'screens/registry.ts'))
      .toEqual(['2:screens-mount-plugins']);
  });

  it('names every boundary once, each with a message', () => {
    const ids = BOUNDARIES.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(crossedBoundary('plugins/a/x.ts', { kind: 'file', path: 'plugins/b/index.ts' })).toBeNull();
    expect(crossedBoundary('plugins/a/x.ts', { kind: 'file', path: 'plugins/a/deep/y.ts' })).toBeNull();
  });
});
