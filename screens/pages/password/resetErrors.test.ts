import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../engine/data';
import { resetRequestProblem } from './resetErrors';

describe('resetRequestProblem', () => {
  it('treats an empty reason as success', () => {
    expect(resetRequestProblem({ reason: '' })).toBeNull();
  });

  it('shows a reason from the answer or from the error', () => {
    expect(resetRequestProblem({ reason: 'No mail server.' })).toEqual({ key: 'password.forgot.reasonError', params: { reason: 'No mail server.' } });
    expect(resetRequestProblem(new ApiCallError(500, 'x', undefined, { reason: 'Broken' }))?.params).toEqual({ reason: 'Broken' });
  });

  it('maps code 600, a bad address and anything else', () => {
    expect(resetRequestProblem(new ApiCallError(422, 'x', 600))?.key).toBe('password.forgot.usernameExists');
    expect(resetRequestProblem(new ApiCallError(400, 'x', 'EMAIL_INVALID'))?.key).toBe('password.forgot.invalidEmail');
    expect(resetRequestProblem(new ApiCallError(500, 'x'))?.key).toBe('password.forgot.unknown');
  });
});
