import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, serverErrorSchema, serverErrorText, withoutEdited } from './serverErrors';
import type { ServerFieldError } from './entityFormTypes';

const oldPW: ServerFieldError = { field: 'oldPW', rule: 'checkPW', message: 'Your current password is not correct' };
const record: ServerFieldError = { field: '', rule: 'type', messageKeys: ['validation:type'], params: { type: 'object' } };

describe('serverErrorText', () => {
  it('takes the server text, else the first key t knows, else the default text', () => {
    const t = (key: string, o?: Record<string, unknown>) => (key === 'validation:type' ? `type ${String(o?.type)}` : key);
    expect(serverErrorText(oldPW, t)).toBe('Your current password is not correct');
    expect(serverErrorText(record, t)).toBe('type object');
    expect(serverErrorText({ field: 'a', rule: 'minLength', params: { value: 3 } })).toBe('Please enter at least 3 characters');
  });
});

describe('serverErrorSchema', () => {
  it('puts errors under shown fields, the rest on the record', () => {
    expect(serverErrorSchema([oldPW, { ...oldPW, field: 'hidden' }], new Set(['oldPW']))).toEqual({
      oldPW: { __errors: [oldPW.message] },
      __errors: [oldPW.message],
    });
  });
});

describe('fieldErrorsOf', () => {
  it('reads the errors of a 400 body and ignores anything else', () => {
    expect(fieldErrorsOf({ status: 400, body: { errors: [oldPW, { nonsense: true }] } })).toEqual([oldPW]);
    expect(fieldErrorsOf({ status: 500, body: 'Internal' })).toBeUndefined();
    expect(fieldErrorsOf(new Error('network'))).toBeUndefined();
    expect(fieldErrorsOf(undefined)).toBeUndefined();
  });
});

describe('withoutEdited', () => {
  it('drops the errors of changed fields and, on any change, those of the record', () => {
    const errors = [oldPW, record, { field: 'newPW', rule: 'minLength' }];
    expect(withoutEdited(errors, { oldPW: 'a', newPW: 'b' }, { oldPW: 'a', newPW: 'b' })).toBe(errors);
    expect(withoutEdited(errors, { oldPW: 'a', newPW: 'b' }, { oldPW: 'c', newPW: 'b' })).toEqual([{ field: 'newPW', rule: 'minLength' }]);
  });
});
