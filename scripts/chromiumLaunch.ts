/**
 * How the browser suite and the benches start Debian's Chromium (one place for both).
 *
 * Chromium 156 preloads the omnibox popup's WebUI in a renderer of its own as soon as it starts:
 * hundreds of chrome:// module requests and their scripts, competing with the page under test
 * for the machine's two cores for the first second. Those features are switched off. A second
 * --disable-features replaces Playwright's own, so its list (playwright-core's
 * chromiumSwitches.ts) is repeated here.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'DialMediaRouteProvider', 'GlobalMediaControls',
  'HttpsUpgrades', 'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning',
  'BlockOriginHeaderModificationOnRedirect', 'AvoidCorsURLLoaderRestartOnRedirect', 'Translate', 'AutoDeElevate',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled',
];
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
];
