import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { useTranslation } from 'react-i18next';
import { MenuButton } from './MenuButton';
import { fixtureFor, shippedModel } from '../../models/fixtures';
import type { ListModel } from '../core/model/modelTypes';
import type { ListFixture } from '../core/model/modelFixture';
import { resolveText } from '../core/text/localizedText';

const signalModel = shippedModel('ListModel', 'ListUISignal') as ListModel;
const signalFixture = fixtureFor('ListModel', 'ListUISignal') as ListFixture;

const panelStyle = { position: 'absolute', zIndex: 1, margin: 0, padding: 8, listStyle: 'none', background: 'var(--panel, #fff)', border: '1px solid #ccc', borderRadius: 6 } as const;

/** A 'Sort by' menu over the sortable columns of the shipped signal list, and a panel with the list's numbers. */
function MenuDemo({ popup, initiallyOpen = false }: { popup: 'menu' | 'dialog'; initiallyOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const [sortedBy, setSortedBy] = useState<string | null>(null);
  const label = (text: Parameters<typeof resolveText>[0]) => resolveText(text, 'en', (key, options) => t(key, options ?? {}));
  const listName = label(signalModel.label);
  return (
    <div style={{ position: 'relative', padding: 16, minHeight: 360 }}>
      {popup === 'menu' ? (
        <MenuButton popup="menu" open={open} onOpenChange={setOpen} label="Sort by" buttonProps={{ className: 'button' }}>
          {({ id, close }) => (
            <ul id={id} role="menu" aria-label="Sort by" style={panelStyle}>
              {signalModel.columns.filter((c) => c.sortable !== false && c.group !== 'HIDDEN').map((c) => (
                <li key={c.key} role="none">
                  <button type="button" role="menuitem" onClick={() => { setSortedBy(label(c.label)); close(); }}>{label(c.label)}</button>
                </li>
              ))}
            </ul>
          )}
        </MenuButton>
      ) : (
        <MenuButton popup="dialog" open={open} onOpenChange={setOpen} label={listName} buttonProps={{ className: 'button', 'aria-label': `About ${listName}` }}>
          {({ id }) => (
            <div id={id} role="dialog" aria-label={`About ${listName}`} style={panelStyle}>
              <p>{signalModel.columns.length} columns, {signalFixture.rows.length} rows in the fixture.</p>
              <a href="#signals">Open the signals</a>
            </div>
          )}
        </MenuButton>
      )}
      <p role="status">{sortedBy ? `Sorted by ${sortedBy}` : ''}</p>
    </div>
  );
}

const meta: Meta<typeof MenuDemo> = { title: 'Engine/MenuButton', component: MenuDemo };
export default meta;
type Story = StoryObj<typeof MenuDemo>;

/** Closed: a button with aria-haspopup="menu" and aria-expanded="false". */
export const Menu: Story = { args: { popup: 'menu' } };
/** Open: the first item has the focus; the arrow keys move it, Escape closes and returns to the button. */
export const MenuOpen: Story = { args: { popup: 'menu', initiallyOpen: true } };
/** A panel of text and links (the header's balance and profile dropdowns). */
export const DialogPanelOpen: Story = { args: { popup: 'dialog', initiallyOpen: true } };
