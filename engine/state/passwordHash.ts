import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Passwords are sent hashed (document 1 section 3): the lowercase hex SHA-256 of the password.
 * A library rather than WebCrypto, which only exists on secure origins.
 */
export function hashPasswordForTransport(password: string): string {
  return bytesToHex(sha256(utf8ToBytes(password)));
}
