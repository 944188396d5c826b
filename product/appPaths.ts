/**
 * RangeScope's own addresses for the engine's preserved redirect (document 1 sections 2.2 and 2.3),
 * installed by createEngineServices({ appPaths }) in screens/App.tsx; the shell reads them too.
 */
export const APP_PATHS = {
  protectedAreas: ['/dashboard', '/crypto', '/data', '/extras', '/join', '/help', '/home'],
  neverPreservedPaths: ['/', '/login', '/register', '/pw', '/terms', '/privacy', '/pricing', '/contact'],
  neverPreservedPrefixes: ['/login', '/register', '/pw', '/terms', '/privacy'],
  introPath: '/dashboard/intro',
  introModule: 'Intro',
  homePath: '/home/home',
  dashboardPath: '/dashboard',
} as const;
