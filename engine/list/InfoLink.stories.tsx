import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { InfoLink } from './InfoLink';

/** The "ⓘ" link beside a label, inside the app's router (a click stays in the app) and outside one. */
function InfoLinkDemo({ routed }: { routed: boolean }) {
  const body = (
    <p>
      IV rank <InfoLink href="/help/methodology/iv-rank?asOf=2026-11-20" label="How “IV rank” is computed" />
    </p>
  );
  return routed ? <MemoryRouter>{body}</MemoryRouter> : body;
}

const meta: Meta<typeof InfoLinkDemo> = { title: 'Engine/List/InfoLink', component: InfoLinkDemo, args: { routed: true } };
export default meta;

type Story = StoryObj<typeof InfoLinkDemo>;

export const InRouter: Story = {};
export const PlainLink: Story = { args: { routed: false } };
