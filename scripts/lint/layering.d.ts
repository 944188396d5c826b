import type { ESLint } from 'eslint';

/** One folder boundary of DESIGN.md section 2 (see layering.js). */
export interface Boundary {
  id: string;
  files: string[];
  except?: string[];
  exceptPattern?: RegExp;
  forbid?: string[];
  allow?: string[];
  allowPattern?: RegExp;
  onlyWithin?: string[];
  forbidPackages?: Array<string | RegExp>;
  otherPlugins?: boolean;
  message: string;
}
export type ImportTarget = { kind: 'package'; name: string } | { kind: 'file'; path: string };
export const BOUNDARIES: readonly Boundary[];
/** The first boundary a file's import crosses, or null (`skip`: ids of rows not checked). */
export function crossedBoundary(file: string, target: ImportTarget, skip?: readonly string[]): Boundary | null;
export function createLayeringPlugin(options: { fileExists: (file: string) => boolean }): ESLint.Plugin;
