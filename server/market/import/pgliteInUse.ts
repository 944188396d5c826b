/**
 * Whether another process has the embedded database open. PGlite is single-process and takes no
 * lock: a second process opens the same folder without complaint and the two corrupt it. While
 * an instance is open, `postmaster.pid` exists in the folder (a clean close removes it) and the
 * process holds the folder's files open, which Linux shows under /proc/<pid>/fd.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

export interface PgliteHolder {
  pid: number;
  /** The process's command line (shortened). */
  command: string;
}

export type PgliteUse =
  /** No other process has it open (or there is no database yet). */
  | { state: 'free' }
  /** `postmaster.pid` is left from a process that ended without closing; PGlite recovers on open. */
  | { state: 'stale' }
  | { state: 'busy'; holders: PgliteHolder[] }
  /** `postmaster.pid` exists and the system cannot tell who holds the files (no /proc). */
  | { state: 'unknown' };

export interface PgliteUseOptions {
  /** Default /proc. */
  procDir?: string;
  /** Default this process. */
  selfPid?: number;
}

function commandOf(procDir: string, pid: string): string {
  try {
    const cmd = readFileSync(path.join(procDir, pid, 'cmdline'), 'utf8').split('\0').filter(Boolean).join(' ');
    return cmd.length > 120 ? `${cmd.slice(0, 117)}...` : cmd;
  } catch {
    return '';
  }
}

/** Processes (other than this one) holding files of `dir` open; null when /proc is unavailable. */
export function processesHolding(dir: string, options: PgliteUseOptions = {}): PgliteHolder[] | null {
  const procDir = options.procDir ?? '/proc';
  const self = options.selfPid ?? process.pid;
  let pids: string[];
  try {
    pids = readdirSync(procDir).filter((p) => /^\d+$/.test(p));
  } catch {
    return null;
  }
  if (!existsSync(path.join(procDir, 'self'))) return null;
  const prefix = path.resolve(dir) + path.sep;
  const holders: PgliteHolder[] = [];
  for (const pid of pids) {
    if (Number(pid) === self) continue;
    let fds: string[];
    try {
      fds = readdirSync(path.join(procDir, pid, 'fd'));
    } catch {
      continue; // ended meanwhile, or not ours to read
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(path.join(procDir, pid, 'fd', fd));
      } catch {
        continue;
      }
      if (target.startsWith(prefix)) {
        holders.push({ pid: Number(pid), command: commandOf(procDir, pid) });
        break;
      }
    }
  }
  return holders;
}

/** Checks the embedded database of `dataDir` (its `pglite` folder) before opening it. */
export function pgliteUse(dataDir: string, options: PgliteUseOptions = {}): PgliteUse {
  const dir = path.join(dataDir, 'pglite');
  if (!existsSync(dir)) return { state: 'free' };
  const holders = processesHolding(dir, options);
  const pidFile = existsSync(path.join(dir, 'postmaster.pid'));
  if (holders === null) return pidFile ? { state: 'unknown' } : { state: 'free' };
  if (holders.length > 0) return { state: 'busy', holders };
  return pidFile ? { state: 'stale' } : { state: 'free' };
}
