import { describe, expect, it } from 'vitest';
import { resources } from '../../locales/resources';
import { DEFAULT_RULE_MESSAGES } from '../core/rules/ruleChecks';
import { RULE_NAMES } from '../core/model/modelTypes';

describe('the form and validation namespaces', () => {
  it('give every rule its default English text, word for word', () => {
    for (const rule of RULE_NAMES) expect(resources.en.validation[rule]).toBe(DEFAULT_RULE_MESSAGES[rule]);
  });

  it('translate every rule and the structural keywords into German', () => {
    for (const key of [...RULE_NAMES, 'type', 'required', 'additionalProperties', 'format', 'maxLength', 'pattern'] as const) {
      expect(resources.de.validation[key]).toBeTruthy();
      expect(resources.de.validation[key]).not.toBe(resources.en.validation[key]);
    }
  });

  it('hold the spec heading of the error list', () => {
    expect(resources.en.form.checkIssues).toBe('Please check the following issues with your entered data:');
  });
});
