/** How the product's support can be reached, and what users may expect (documents 1 and 4, section 9). */
export const SUPPORT = {
  email: 'support@rangescope.local',
  /** Support answers within about this many hours during business hours. */
  responseHours: 2,
  /** A verification or reset mail is expected within about this many minutes. */
  mailExpectedMinutes: 10,
  /** Charting-platform script access is granted within this many hours of a request. */
  scriptAccessHours: 48,
} as const;
