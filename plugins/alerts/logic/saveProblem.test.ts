import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../engine/data';
import { saveProblemOf } from './saveProblem';

describe('saveProblemOf', () => {
  it("shows the server's rule message for a 400, the plan's limit for a 429 and 'gone' for a 404", () => {
    expect(saveProblemOf(new ApiCallError(400, 'Unknown ticker: XXXX', 'VALIDATION_FAILED'))).toEqual({ kind: 'rule', message: 'Unknown ticker: XXXX' });
    expect(saveProblemOf(new ApiCallError(429, 'Alert limit reached'))).toEqual({ kind: 'limit' });
    expect(saveProblemOf(new ApiCallError(404, 'Not found'))).toEqual({ kind: 'notFound' });
  });

  it('says the save failed for anything else', () => {
    expect(saveProblemOf(new ApiCallError(500, 'boom'))).toEqual({ kind: 'failed' });
    expect(saveProblemOf(new ApiCallError(0, 'network error'))).toEqual({ kind: 'failed' });
    expect(saveProblemOf(new Error('x'))).toEqual({ kind: 'failed' });
  });
});
