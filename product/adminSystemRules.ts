/** The limits of the system, cache and search admin screens (issue 28 scopes 3 and 4), read by the server and the screens. */
export const ADMIN_SYSTEM_RULES = {
  /** Rows per page of the user and instrument searches, and the most a caller may ask for. */
  searchPageSize: 25,
  searchMaxPageSize: 200,
  /** The longest search text. */
  searchMaxLength: 100,
  /** How often the cache admin screen asks for the status while a snapshot computes. */
  refreshPollMs: 1000,
  /** The developer playground: the longest path and body it sends. */
  playgroundMaxPathLength: 500,
  playgroundMaxBodyLength: 100_000,
} as const;
