/** Modules that unlock PREMIUM table columns: Premium, Elite, Elite+ and Professional all hold PREMIUM. */
export const PREMIUM_COLUMN_MODULES = ['PREMIUM'] as const;
