// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import {
  and, createFormWidgetRegistry, hasRule, isStringField, nameMatches, NOT_APPLICABLE, rankWith, WIDGET_RANK, type FormFieldInfo,
} from './formWidgetRegistry';
import { EntityForm } from './EntityForm';
import { renderWithI18n } from './testing/renderWithI18n';
import { supportTicketModel } from './testing/supportTicketModel';

afterEach(cleanup);

const field = (name: string, schema: FormFieldInfo['schema'] = { type: 'string' }, rules: FormFieldInfo['rules'] = []): FormFieldInfo => ({ name, schema, rules });

describe('createFormWidgetRegistry', () => {
  const registry = createFormWidgetRegistry();

  it('ranks the engine entries', () => {
    expect(registry.widgetFor(field('newPW'))?.id).toBe('password');
    expect(registry.widgetFor(field('password'))?.id).toBe('password');
    expect(registry.widgetFor(field('contact', { type: 'string' }, [{ rule: 'isEmail' }]))?.id).toBe('email');
    expect(registry.widgetFor(field('contact', { type: 'string', format: 'email' }))?.id).toBe('email');
    expect(registry.widgetFor(field('body', { type: 'string', maxLength: 5000 }))?.id).toBe('textarea');
  });

  it('leaves other fields to rjsf (no entry)', () => {
    expect(registry.widgetFor(field('title', { type: 'string', maxLength: 120 }))).toBeUndefined();
    expect(registry.widgetFor(field('count', { type: 'number' }))).toBeUndefined();
    expect(registry.widgetFor(field('status', { type: 'string', enum: ['a'] }))).toBeUndefined();
  });

  it('lets a higher-ranked entry win, and removes it again', () => {
    const own = createFormWidgetRegistry();
    const Ticker = vi.fn(() => null);
    const remove = own.register({ id: 'ticker', widget: Ticker, tester: rankWith(WIDGET_RANK.PLUGIN, and(isStringField, nameMatches(/^ticker$|PW$/))) });
    expect(own.widgetFor(field('newPW'))?.id).toBe('ticker');
    expect(own.widgets()).toEqual({ ticker: Ticker });
    remove();
    expect(own.widgetFor(field('newPW'))?.id).toBe('password');
    expect(own.widgets()).toEqual({});
  });

  it('gives a tie to the later registration', () => {
    const own = createFormWidgetRegistry([]);
    own.register({ id: 'a', widget: 'text', tester: rankWith(WIDGET_RANK.RULE, hasRule('isSet')) });
    own.register({ id: 'b', widget: 'text', tester: rankWith(WIDGET_RANK.RULE, hasRule('isSet')) });
    expect(own.widgetFor(field('x', { type: 'string' }, [{ rule: 'isSet' }]))?.id).toBe('b');
    expect(rankWith(WIDGET_RANK.RULE, hasRule('isSet'))(field('x'))).toBe(NOT_APPLICABLE);
  });
});

describe('EntityForm with a plugin widget', () => {
  it('renders the highest-ranked widget, unless the model names one', () => {
    const registry = createFormWidgetRegistry();
    function StarsWidget({ id, value }: WidgetProps) {
      return <output id={id} data-testid="stars">{String(value ?? 'none')}</output>;
    }
    registry.register({ id: 'stars', widget: StarsWidget, tester: rankWith(WIDGET_RANK.PLUGIN, nameMatches(/^(title|message)$/)) });
    const model = { ...supportTicketModel, uiSchema: { message: { 'ui:widget': 'textarea' } } };
    renderWithI18n(<EntityForm model={model} screen="create" language="en" initial={{ title: 'Hello' }} widgetRegistry={registry} onSubmit={vi.fn()} />);
    expect(screen.getAllByTestId('stars').map((e) => e.textContent)).toEqual(['Hello']);
    expect(screen.getByLabelText(/^Message/).tagName).toBe('TEXTAREA');
  });
});
