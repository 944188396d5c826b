import { describe, expect, it } from 'vitest';
import { createErrorHandler, unwrapErrorHandler, type FormValidation } from '@rjsf/utils';
import { addErrorAt, cleanRecord, entityFormValidator, ruleCustomValidate } from './ruleValidation';
import { buildScreenForm } from './screenForm';
import { DEFAULT_FORM_WIDGETS } from './formWidgets';
import { PASSWORD_MESSAGES as M, passwordChangeModel } from './testing/passwordChangeModel';
import type { FormRecord } from './entityFormTypes';

const { schema } = buildScreenForm(passwordChangeModel, undefined, 'en', undefined, DEFAULT_FORM_WIDGETS);

describe('entityFormValidator', () => {
  it('runs our rule keywords in rjsf\'s ajv', () => {
    const { errors } = entityFormValidator.rawValidation(schema, { oldPW: 'x', newPW: 'Abcdefg', newPWConfirmation: 'Abcdefg' });
    expect((errors ?? []).map((e) => e.keyword)).toEqual(['rule_atLeast1Digit']);
    expect(entityFormValidator.isValid(schema, { oldPW: 'x', newPW: 'Abcdef1', newPWConfirmation: 'Abcdef1' }, schema)).toBe(true);
  });

  it('knows the formats ajv-formats brings', () => {
    const withFormat = { type: 'object', properties: { mail: { type: 'string', format: 'email' } } } as const;
    expect(entityFormValidator.isValid(withFormat, { mail: 'nope' }, withFormat)).toBe(false);
  });
});

describe('ruleCustomValidate', () => {
  it('adds validateRecord\'s errors under their fields, in the user\'s language', () => {
    const validate = ruleCustomValidate(passwordChangeModel, undefined, 'de', (k) => k, new Set(['oldPW', 'newPW', 'newPWConfirmation']));
    const data: FormRecord = { oldPW: 'x', newPW: 'abcdef1', newPWConfirmation: undefined };
    const errors = unwrapErrorHandler(validate(data, createErrorHandler(data)));
    expect(errors).toEqual({ __errors: [], oldPW: { __errors: [] }, newPW: { __errors: [M.upper.de] }, newPWConfirmation: { __errors: [M.confirmationRequired.de] } });
  });
});

describe('addErrorAt', () => {
  it('creates nested nodes and sends hidden fields to the record', () => {
    const errors = createErrorHandler<FormRecord>({}) as FormValidation<FormRecord>;
    addErrorAt(errors, 'address.city', 'required', new Set(['address']));
    addErrorAt(errors, 'isAdmin', 'Unknown field "isAdmin"', new Set(['address']));
    expect(unwrapErrorHandler(errors)).toEqual({ __errors: ['Unknown field "isAdmin"'], address: { __errors: [], city: { __errors: ['required'] } } });
  });
});

describe('cleanRecord', () => {
  it('drops undefined values only', () => {
    expect(cleanRecord({ a: undefined, b: '', c: 0, d: null })).toEqual({ b: '', c: 0, d: null });
    expect(cleanRecord(undefined)).toEqual({});
  });
});
