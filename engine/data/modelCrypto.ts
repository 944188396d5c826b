import { compactDecrypt, base64url } from 'jose';

/** Decrypts a model sent as a compact JWE (dir, A256GCM) with the key handed over at sign-in. */
export async function decryptModel(jwe: string, key: string): Promise<unknown> {
  const { plaintext } = await compactDecrypt(jwe, base64url.decode(key));
  return JSON.parse(new TextDecoder().decode(plaintext));
}
