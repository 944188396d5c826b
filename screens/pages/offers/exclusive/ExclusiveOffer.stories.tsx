import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { ExclusiveOfferView } from './ExclusiveOfferView';
import { OfferSpinner } from '../OfferSpinner';
import { fixtureOfferApi } from './fixtureOfferApi';

/** /exclusive-offer for a visitor or a signed-in member, fed by the fixture calls (nothing leaves the story). */
function OfferPage({ member, memberRefused }: { member: string | null; memberRefused: boolean }) {
  return (
    <MemoryRouter initialEntries={['/exclusive-offer']}>
      <ExclusiveOfferView api={fixtureOfferApi({ memberRefused })} member={member ? { username: member } : null} redirect={() => undefined} />
    </MemoryRouter>
  );
}

const meta: Meta<typeof OfferPage> = { title: 'Pages/ExclusiveOffer', component: OfferPage, args: { member: null, memberRefused: false } };
export default meta;

type Story = StoryObj<typeof OfferPage>;

export const Visitor: Story = {};
export const VisitorGerman: Story = { globals: { language: 'de' } };
export const Member: Story = { args: { member: 'elitefan' } };
/** The full-screen spinner shown while the page's code and texts load. */
export const Loading: Story = { render: () => <OfferSpinner /> };
