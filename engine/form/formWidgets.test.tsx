// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { NOT_APPLICABLE, RANK, and, rankWith } from '../core/ranking/ranking';
import {
  DEFAULT_FORM_WIDGETS, hasRule, isStringField, nameMatches, pickWidget, rjsfWidgets, type FieldPredicate, type FormFieldInfo, type FormTesterContext, type FormWidgetEntry,
} from './formWidgets';
import { EntityForm } from './EntityForm';
import { renderWithI18n } from './testing/renderWithI18n';
import { supportTicketModel } from './testing/supportTicketModel';

afterEach(cleanup);

const field = (name: string, schema: FormFieldInfo['schema'] = { type: 'string' }, rules: FormFieldInfo['rules'] = []): FormFieldInfo => ({ name, schema, rules });
const context: FormTesterContext = { model: supportTicketModel, screen: 'create' };
const pick = (f: FormFieldInfo, widgets: readonly FormWidgetEntry[] = DEFAULT_FORM_WIDGETS) => pickWidget(widgets, f, context)?.name;

describe('form widget sets', () => {
  it('ranks the engine entries on the one rank scale', () => {
    expect(pick(field('newPW'))).toBe('password');
    expect(pick(field('password'))).toBe('password');
    expect(pick(field('contact', { type: 'string' }, [{ rule: 'isEmail' }]))).toBe('email');
    expect(pick(field('contact', { type: 'string', format: 'email' }))).toBe('email');
    expect(pick(field('body', { type: 'string', maxLength: 5000 }))).toBe('textarea');
    // A name beats a rule, a rule beats a size limit.
    expect(pick(field('passwordHint', { type: 'string', maxLength: 5000 }, [{ rule: 'isEmail' }]))).toBe('password');
    expect(pick(field('contact', { type: 'string', maxLength: 5000 }, [{ rule: 'isEmail' }]))).toBe('email');
  });

  it('leaves other fields to rjsf (no entry)', () => {
    expect(pick(field('title', { type: 'string', maxLength: 120 }))).toBeUndefined();
    expect(pick(field('count', { type: 'number' }))).toBeUndefined();
    expect(pick(field('status', { type: 'string', enum: ['a'] }))).toBeUndefined();
  });

  it("lets a plugin's higher-ranked entry win in its set only", () => {
    const Ticker = vi.fn(() => null);
    const own: FormWidgetEntry[] = [...DEFAULT_FORM_WIDGETS, { name: 'ticker', widget: Ticker, tester: rankWith(RANK.PLUGIN, and(isStringField, nameMatches(/^ticker$|PW$/))) }];
    expect(pick(field('newPW'), own)).toBe('ticker');
    expect(rjsfWidgets(own)).toEqual({ ticker: Ticker });
    expect(pick(field('newPW'))).toBe('password');
    expect(rjsfWidgets(DEFAULT_FORM_WIDGETS)).toEqual({});
  });

  it('gives a tie to the entry listed later', () => {
    const own: FormWidgetEntry[] = [
      { name: 'a', widget: 'text', tester: rankWith(RANK.RULE, hasRule('isSet')) },
      { name: 'b', widget: 'text', tester: rankWith(RANK.RULE, hasRule('isSet')) },
    ];
    expect(pick(field('x', { type: 'string' }, [{ rule: 'isSet' }]), own)).toBe('b');
    expect(rankWith(RANK.RULE, hasRule('isSet'))(field('x'), context)).toBe(NOT_APPLICABLE);
  });

  it('testers see the form: its model and screen', () => {
    const onEdit: FieldPredicate = (_f, c) => c.screen === 'edit';
    const own: FormWidgetEntry[] = [...DEFAULT_FORM_WIDGETS, { name: 'readonly', widget: 'text', tester: rankWith(RANK.PLUGIN, onEdit) }];
    expect(pickWidget(own, field('title'), { model: supportTicketModel, screen: 'edit' })?.name).toBe('readonly');
    expect(pickWidget(own, field('title'), context)?.name).toBeUndefined();
  });
});

describe('EntityForm with a plugin widget', () => {
  it('renders the highest-ranked widget of its set, unless the model names one', () => {
    function StarsWidget({ id, value }: WidgetProps) {
      return <output id={id} data-testid="stars">{String(value ?? 'none')}</output>;
    }
    const widgets: FormWidgetEntry[] = [...DEFAULT_FORM_WIDGETS, { name: 'stars', widget: StarsWidget, tester: rankWith(RANK.PLUGIN, nameMatches(/^(title|message)$/)) }];
    const model = { ...supportTicketModel, uiSchema: { message: { 'ui:widget': 'textarea' } } };
    renderWithI18n(<EntityForm model={model} screen="create" language="en" initial={{ title: 'Hello' }} widgets={widgets} onSubmit={vi.fn()} />);
    expect(screen.getAllByTestId('stars').map((e) => e.textContent)).toEqual(['Hello']);
    expect(screen.getByLabelText(/^Message/).tagName).toBe('TEXTAREA');
  });
});
