import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pgliteUse, processesHolding } from './pgliteInUse';

let root: string;
let dataDir: string;
let proc: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'pglite-use-'));
  dataDir = path.join(root, 'data');
  proc = path.join(root, 'proc');
  mkdirSync(path.join(dataDir, 'pglite', 'base'), { recursive: true });
  writeFileSync(path.join(dataDir, 'pglite', 'base', '1259'), '');
  mkdirSync(path.join(proc, 'self'), { recursive: true });
  // A process with unrelated files open, and this process (never counted).
  mkdirSync(path.join(proc, '456', 'fd'), { recursive: true });
  symlinkSync('/dev/null', path.join(proc, '456', 'fd', '1'));
  mkdirSync(path.join(proc, '42', 'fd'), { recursive: true });
  symlinkSync(path.join(dataDir, 'pglite', 'base', '1259'), path.join(proc, '42', 'fd', '9'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A process (pid 123) that holds a file of the database open, like a running server. */
function holder(): void {
  mkdirSync(path.join(proc, '123', 'fd'), { recursive: true });
  symlinkSync(path.join(dataDir, 'pglite', 'base', '1259'), path.join(proc, '123', 'fd', '17'));
  writeFileSync(path.join(proc, '123', 'cmdline'), 'node\0scripts/start.ts\0');
}

describe('pgliteUse', () => {
  it('is free without a database folder, or when nobody holds it', () => {
    expect(pgliteUse(path.join(root, 'none'), { procDir: proc, selfPid: 42 })).toEqual({ state: 'free' });
    expect(pgliteUse(dataDir, { procDir: proc, selfPid: 42 })).toEqual({ state: 'free' });
  });

  it('is busy when another process holds its files, naming the process', () => {
    holder();
    writeFileSync(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
    expect(pgliteUse(dataDir, { procDir: proc, selfPid: 42 })).toEqual({ state: 'busy', holders: [{ pid: 123, command: 'node scripts/start.ts' }] });
    expect(processesHolding(path.join(dataDir, 'pglite'), { procDir: proc, selfPid: 123 })).toEqual([{ pid: 42, command: '' }]);
  });

  it('is stale when postmaster.pid is left but nobody holds the files', () => {
    writeFileSync(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
    expect(pgliteUse(dataDir, { procDir: proc, selfPid: 42 })).toEqual({ state: 'stale' });
  });

  it('is unknown with postmaster.pid and no /proc to look into', () => {
    writeFileSync(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
    expect(pgliteUse(dataDir, { procDir: path.join(root, 'no-proc') })).toEqual({ state: 'unknown' });
    rmSync(path.join(dataDir, 'pglite', 'postmaster.pid'));
    expect(pgliteUse(dataDir, { procDir: path.join(root, 'no-proc') })).toEqual({ state: 'free' });
  });
});
