import { describe, expect, it } from 'vitest';
import { basicCredentialsOf, parseBasicAuth, presentedTokenHash } from './presentedCredentials';
import { tokenHash } from './secureTokens';

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

describe('presented credentials', () => {
  it('parses Basic authorization and refuses malformed headers', () => {
    expect(parseBasicAuth(basic('anna:tok'))).toEqual({ username: 'anna', token: 'tok' });
    for (const header of [undefined, '', 'Bearer x', basic('anna'), basic(':tok'), basic('anna:'), basic('an\u0000na:tok')]) {
      expect(parseBasicAuth(header), String(header)).toBeNull();
    }
  });

  it('gives the name, token and stored hash of a session header, the same on every call', () => {
    const first = basicCredentialsOf(basic('anna:secret-token'));
    expect(first).toEqual({ username: 'anna', token: 'secret-token', hash: tokenHash('secret-token') });
    expect(basicCredentialsOf(basic('anna:secret-token'))).toEqual(first);
  });

  it('refuses what resolveSession refuses: no header, a malformed one, a token over 200 characters', () => {
    expect(basicCredentialsOf(undefined)).toBeNull();
    expect(basicCredentialsOf('Basic !!!')).toBeNull();
    expect(basicCredentialsOf(basic(`anna:${'x'.repeat(201)}`))).toBeNull();
    expect(basicCredentialsOf(basic(`anna:${'x'.repeat(200)}`))?.hash).toBe(tokenHash('x'.repeat(200)));
    expect(basicCredentialsOf(`Basic ${'A'.repeat(2_000)}`)).toBeNull();
  });

  it('stays right past its bound (the oldest entries dropped, then worked out again)', () => {
    for (let i = 0; i < 10_050; i += 1) expect(presentedTokenHash(`rs_${i}`)).toBe(tokenHash(`rs_${i}`));
    expect(presentedTokenHash('rs_0')).toBe(tokenHash('rs_0'));
  });
});
