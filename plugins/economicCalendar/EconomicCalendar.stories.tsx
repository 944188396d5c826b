import type { Meta, StoryObj } from '@storybook/react';
import EconomicCalendarScreen from './screens/EconomicCalendarScreen';
import { CalendarStoryFrame, type CalendarStoryOptions } from './testing/CalendarStoryFrame';

function Calendar({ options }: { options: CalendarStoryOptions }) {
  return <CalendarStoryFrame options={options}><EconomicCalendarScreen /></CalendarStoryFrame>;
}

const meta: Meta<typeof Calendar> = { title: 'Plugins/EconomicCalendar', component: Calendar, args: { options: {} } };
export default meta;

type Story = StoryObj<typeof Calendar>;

/** The events of the default range (a week back, a month ahead), with the country and importance filters. */
export const Events: Story = {};
export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
/** 'No events available'. */
export const NoEvents: Story = { args: { options: { answer: 'empty' } } };
export const Loading: Story = { args: { options: { answer: 'pending' } } };
export const Failed: Story = { args: { options: { answer: 'failed' } } };
