import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Waits until the server's first market snapshot is published (it is computed in the background
 * after the server starts): /api/systemStatus/cacheStatus says OK.
 */
export async function marketReady(request: APIRequestContext, timeout = 170_000): Promise<void> {
  await expect.poll(async () => {
    const res = await request.get('/api/systemStatus/cacheStatus');
    return res.ok() ? ((await res.json()) as { systemStatus?: string }).systemStatus : res.status();
  }, { timeout, intervals: [1000] }).toBe('OK');
}

/** A spec's beforeAll that waits for the market (with room for a busy machine). */
export function waitForMarketBeforeAll(): void {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    await marketReady(request);
  });
}
