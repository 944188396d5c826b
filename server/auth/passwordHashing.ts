import argon2 from 'argon2';

/**
 * The client sends the lowercase hex SHA-256 of the password (document 1: "sent hashed"); the
 * server stores argon2id of that value and never logs it.
 */
export const CLIENT_PASSWORD_HASH_PATTERN = '^[0-9a-f]{64}$';

export function hashPassword(clientHash: string): Promise<string> {
  return argon2.hash(clientHash, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(stored: string, clientHash: string): Promise<boolean> {
  try {
    return await argon2.verify(stored, clientHash);
  } catch {
    return false;
  }
}

/** A hash to verify against when no user matched, so that both paths take about as long. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('0'.repeat(64));
  return dummyHash;
}
