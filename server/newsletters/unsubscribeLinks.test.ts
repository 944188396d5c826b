import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribeLinks';

const SECRET = 'x'.repeat(43);
const ID = '0b6f7a8e-2f44-4d1e-9a59-6c0f5c9d1e21';

describe('unsubscribe tokens', () => {
  it('read back whom they unsubscribe', () => {
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, { kind: 'subscriber', id: ID }))).toEqual({ kind: 'subscriber', id: ID });
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, { kind: 'member', userId: ID }))).toEqual({ kind: 'member', userId: ID });
  });

  it('refuse a token of another secret, a changed name and garbage', () => {
    const token = unsubscribeToken(SECRET, { kind: 'subscriber', id: ID });
    expect(readUnsubscribeToken('y'.repeat(43), token)).toBeNull();
    const [, macPart] = token.split('.');
    const other = `${Buffer.from(`s:${ID.replace('0b6f', '1b6f')}`).toString('base64url')}.${macPart}`;
    expect(readUnsubscribeToken(SECRET, other)).toBeNull();
    expect(readUnsubscribeToken(SECRET, 'garbage')).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${token}.more`)).toBeNull();
  });
});
