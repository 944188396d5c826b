/**
 * Reads until `ok`, or answers the first read that began more than `withinMs` after the call:
 * for what another instance (or the change feed) makes true a moment later.
 */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, withinMs = 1000): Promise<T> {
  const until = Date.now() + withinMs;
  for (;;) {
    const began = Date.now();
    const value = await read();
    if (ok(value) || began > until) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}
