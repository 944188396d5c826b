// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createRuleResolver, useRuleResolver, type RulesMap } from './useRuleResolver';
import { renderWithI18n } from './testing/renderWithI18n';
import { PASSWORD_MESSAGES as M, passwordChangeModel, validPasswordChange } from './testing/passwordChangeModel';

afterEach(cleanup);

interface PasswordValues {
  oldPW: string;
  newPW: string;
  newPWConfirmation: string;
}

/** A bespoke plugin form: react-hook-form with the model's rules. */
function BespokePasswordForm({ onValid, language }: { onValid(values: PasswordValues): void; language?: 'en' | 'de' }) {
  const resolver = useRuleResolver<PasswordValues>(passwordChangeModel, { language });
  const { register, handleSubmit, formState: { errors } } = useForm<PasswordValues>({
    resolver, defaultValues: { oldPW: '', newPW: '', newPWConfirmation: '' },
  });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      {(['oldPW', 'newPW', 'newPWConfirmation'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={name}>{name}</label>
          <input id={name} type="password" {...register(name)} />
          {errors[name] && <p data-testid={`${name}-error`}>{errors[name].message}</p>}
        </div>
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (name: string) => screen.queryByTestId(`${name}-error`)?.textContent;

describe('useRuleResolver in a react-hook-form form', () => {
  it('refuses bad input with the model messages and does not submit', async () => {
    const onValid = vi.fn();
    renderWithI18n(<BespokePasswordForm onValid={onValid} />);
    type('newPW', 'abcdef');
    type('newPWConfirmation', 'abcdeg');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(errorOf('newPW')).toBe(M.digit.en));
    expect(errorOf('oldPW')).toBe(M.oldRequired.en);
    expect(errorOf('newPWConfirmation')).toBe(M.match.en);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits valid input', async () => {
    const onValid = vi.fn();
    renderWithI18n(<BespokePasswordForm onValid={onValid} />);
    type('oldPW', validPasswordChange.oldPW);
    type('newPW', validPasswordChange.newPW);
    type('newPWConfirmation', validPasswordChange.newPWConfirmation);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual(validPasswordChange);
  });

  it('speaks the language asked for', async () => {
    renderWithI18n(<BespokePasswordForm onValid={vi.fn()} language="de" />, 'en');
    type('newPW', 'ABCDEF1');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(errorOf('newPW')).toBe(M.lower.de));
  });
});

describe('createRuleResolver', () => {
  const options = { fields: {}, shouldUseNativeValidation: false };

  it('works from a plain rules map, with the validation texts and parameters', async () => {
    const rules: RulesMap = { name: [{ rule: 'isSet' }, { rule: 'minLength', value: 3 }], email: [{ rule: 'isEmail' }] };
    const t = (key: string, o?: Record<string, unknown>) => (key === 'validation:minLength' ? `min ${String(o?.value)}` : String(o?.defaultValue ?? key));
    const resolve = createRuleResolver(rules, { t });
    expect(await resolve({ name: 'Al', email: 'x' }, undefined, options)).toEqual({
      values: {},
      errors: {
        name: { type: 'minLength', message: 'min 3' },
        email: { type: 'isEmail', message: 'Please enter a valid email address' },
      },
    });
    expect(await resolve({ name: 'Alice', email: '', other: 1 }, undefined, options)).toEqual({ values: { name: 'Alice', email: '', other: 1 }, errors: {} });
  });

  it('lists every broken rule of a field with criteriaMode all', async () => {
    const resolve = createRuleResolver(passwordChangeModel);
    const result = await resolve({ ...validPasswordChange, newPW: 'abc', newPWConfirmation: 'abc' }, undefined, { ...options, criteriaMode: 'all' });
    expect(result.errors.newPW).toEqual({
      type: 'minLength', message: M.length.en,
      types: { minLength: M.length.en, atLeast1Digit: M.digit.en, atLeast1UppercaseCharacter: M.upper.en },
    });
  });

  it('nests errors of dotted fields', async () => {
    const resolve = createRuleResolver({ 'address.city': [{ rule: 'isSet' }] });
    const result = await resolve({ address: { city: '' } }, undefined, options);
    expect(result.errors).toEqual({ address: { city: { type: 'isSet', message: 'This field is required' } } });
  });

  it('only counts the fields of the screen', async () => {
    const model = { ...passwordChangeModel, screens: { newOnly: ['newPW', 'newPWConfirmation'] } };
    const resolve = createRuleResolver(model, { screen: 'newOnly' });
    expect((await resolve({ newPW: 'NewSecret1', newPWConfirmation: 'NewSecret1' }, undefined, options)).errors).toEqual({});
  });
});
