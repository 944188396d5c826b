// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import * as stories from './EconomicCalendar.stories';

setProjectAnnotations(preview);
const S = composeStories(stories);
afterEach(cleanup);

const events = (): string[] => within(screen.getByTestId('events-table')).getAllByRole('row').slice(1).map((r) => r.getAttribute('data-row-id') ?? '');

describe('the economic calendar (stories over fixture answers)', () => {
  it('lists the events and filters them by country and importance', async () => {
    render(<S.Events />);
    await screen.findByTestId('events-table');
    expect(events()).toEqual(['e2', 'e1', 'e3', 'e4']);
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'US' } });
    expect(events()).toEqual(['e1', 'e3']);
    fireEvent.click(screen.getByLabelText('High'));
    expect(events()).toEqual(['e1']);
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } });
    expect(screen.getByTestId('events-empty').textContent).toBe('No events available');
  });

  it('asks for a new date range on Apply, and refuses one whose first date is after its last', async () => {
    render(<S.Events />);
    await screen.findByTestId('events-table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(screen.getByRole('alert').textContent).toBe('The first date must not be after the last.');
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Economic events from 12/01/2026 to 12/10/2026');
    expect(within(screen.getByTestId('events-table')).getAllByRole('row')[1]!.textContent).toContain('12/01/2026');
  });

  it('says when there are no events, and when the calendar failed', async () => {
    render(<S.NoEvents />);
    expect((await screen.findByTestId('events-empty')).textContent).toBe('No events available');
    cleanup();
    render(<S.Failed />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });
});
