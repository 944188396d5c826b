import { describe, expect, it } from 'vitest';
import { redactUrl } from './logRedaction';

describe('redactUrl', () => {
  it('blanks secret query values and keeps the rest', () => {
    const out = redactUrl('/api/changePWWithHash?resetToken=abc&email=a%40b.de&password=ff&x=1');
    expect(out).not.toContain('abc');
    expect(out).not.toContain('a%40b.de');
    expect(out).not.toContain('=ff');
    expect(out).toContain('x=1');
  });
  it('leaves URLs without a query alone', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
