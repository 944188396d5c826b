/**
 * The refresh selector (document 2 section 4, "Refresh flow"): last price only (QUOTE_ONLY,
 * POST /quote) or ranges in real time (full, /realtime-asset in chunks of 3, one token per
 * ticker that delivers). EOD-package users get the EOD range instead of the real-time one and
 * cannot select tickers without real-time data; a real-time refresh of more than half of the
 * list asks for confirmation first.
 */
export type RefreshChoice = 'quote' | 'ranges';
export type RefreshMode = 'QUOTE_ONLY' | 'EOD_RANGE' | 'full';

export const EOD_PACKAGE = 'EOD-ACCESS';

export function isEodUser(userPackage: string | undefined | null): boolean {
  return userPackage === EOD_PACKAGE;
}

export function refreshMode(choice: RefreshChoice, userPackage: string | undefined | null): RefreshMode {
  if (choice === 'quote') return 'QUOTE_ONLY';
  return isEodUser(userPackage) ? 'EOD_RANGE' : 'full';
}

/** Whether a row may be selected for a refresh: EOD users cannot select tickers without real-time data. */
export function canSelect(row: Readonly<Record<string, unknown>> | undefined, userPackage: string | undefined | null): boolean {
  return !(isEodUser(userPackage) && row?.noRealtime === true);
}

/** A real-time refresh of more than half of the list is confirmed first. */
export function needsConfirmation(mode: RefreshMode, selected: number, listSize: number): boolean {
  return mode === 'full' && listSize > 0 && selected > listSize / 2;
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
