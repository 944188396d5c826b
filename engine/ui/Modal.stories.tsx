import type { Meta, StoryObj } from '@storybook/react';
import { Modal } from './Modal';

const meta: Meta<typeof Modal> = {
  title: 'Engine/Modal',
  component: Modal,
  args: {
    title: 'A new version is available',
    children: <p>RangeScope has been updated. Update now to load the new version.</p>,
    actions: <><button type="button" className="button">Update Later</button><button type="button" className="button button--primary">Update Now</button></>,
  },
  decorators: [(Story) => <div><p>The page behind the dialog.</p><Story /></div>],
};
export default meta;

type Story = StoryObj<typeof Modal>;

export const Dialog: Story = {};

/** The alert layer sits above every other dialog. */
export const Alert: Story = {
  args: { title: 'ISIN Not Found', role: 'alertdialog', layer: 'alert', children: <p>The ISIN US0000000001 could not be resolved to a ticker.</p>, actions: <button type="button" className="button button--primary">OK</button> },
};

export const Large: Story = { args: { size: 'large', title: 'Welcome!' } };
