import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../engine/data';
import { invalidAnswerOf, problemLines } from './problems';

const texts: Record<string, string> = {
  'scanner:filter.h64': 'Hurst 3 months (h64)',
  'scanner:invalid.hurst': 'Hurst Value needs to be between 0 and 1',
  'scanner:invalid.outOfBounds': 'The value needs to be between {{min}} and {{max}}.',
  'scanner:invalid.noFilter': 'Please set at least one filter.',
};
const t = (key: string, options: Record<string, unknown> = {}): string =>
  (texts[key] ?? String(options.defaultValue ?? key)).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(options[k]));

describe('the Invalid Input dialog\u2019s lines', () => {
  it('names each filter with its label and message', () => {
    expect(problemLines([
      { filterKey: 'h64', code: 'hurst' },
      { filterKey: 'h64', code: 'outOfBounds', params: { min: 0, max: 1 } },
      { filterKey: '', code: 'noFilter' },
    ], t)).toEqual([
      { filterKey: 'h64', label: 'Hurst 3 months (h64)', message: 'Hurst Value needs to be between 0 and 1' },
      { filterKey: 'h64', label: 'Hurst 3 months (h64)', message: 'The value needs to be between 0 and 1.' },
      { filterKey: '', label: null, message: 'Please set at least one filter.' },
    ]);
  });

  it('falls back to the server\u2019s message for a code it does not know', () => {
    expect(problemLines([{ filterKey: 'x', code: 'mystery' as never, message: 'From the server' }], t)).toEqual([{ filterKey: 'x', label: 'x', message: 'From the server' }]);
  });

  it('reads the per-filter problems of a 400 answer only', () => {
    const errors = [{ filterKey: 'h64', code: 'hurst', message: 'Hurst Value needs to be between 0 and 1' }];
    expect(invalidAnswerOf(new ApiCallError(400, 'Invalid Input', undefined, { message: 'Invalid Input', errors }))).toEqual(errors);
    expect(invalidAnswerOf(new ApiCallError(400, 'Bad', 'VALIDATION_FAILED', { errors: [] }))).toBeNull();
    expect(invalidAnswerOf(new ApiCallError(402, 'Not enough Tokens to fulfill request', 765))).toBeNull();
    expect(invalidAnswerOf(new Error('x'))).toBeNull();
  });
});
