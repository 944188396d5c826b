import { CompactEncrypt, base64url } from 'jose';
import { randomBytes } from 'node:crypto';

/** A fresh 256-bit key, handed to the client at sign-in (base64url). */
export function newModelKey(): string {
  return base64url.encode(randomBytes(32));
}

/**
 * Encrypts a model definition as a compact JWE (dir, A256GCM) with the session's key, as the
 * spec's encrypt flag asks. The client decrypts it with jose (engine/data/modelCrypto.ts).
 */
export async function encryptModel(definition: unknown, key: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(definition)))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: 'application/json' })
    .encrypt(base64url.decode(key));
}
