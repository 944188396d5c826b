/**
 * When the CFTC publishes a report: the Friday after its Tuesday, 15:30 New York (holidays, which
 * move the release to the next business day, are not known to the import and are ignored: the
 * report then counts from the Friday).
 */
const NEW_YORK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
});

/** Minutes New York is behind UTC at an instant (240 in summer, 300 in winter). */
function newYorkOffsetMinutes(at: Date): number {
  const parts = Object.fromEntries(NEW_YORK.formatToParts(at).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((at.getTime() - asUtc) / 60_000);
}

/** ISO instant of the release of the report dated `date` (`YYYY-MM-DD`): three days later, 15:30 New York. */
export function cotReleaseAt(date: string): string {
  const friday = Date.parse(`${date}T15:30:00Z`) + 3 * 86_400_000;
  const offset = newYorkOffsetMinutes(new Date(friday + 5 * 3_600_000));
  return new Date(friday + offset * 60_000).toISOString();
}
