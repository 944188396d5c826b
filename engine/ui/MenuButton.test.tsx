// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MenuButton } from './MenuButton';
import { Modal } from './Modal';

afterEach(cleanup);

function ActionMenu({ onAction = () => undefined, onOpenChange }: { onAction?(name: string): void; onOpenChange?(open: boolean): void }) {
  return (
    <div>
      <MenuButton popup="menu" label="Actions" className={(open) => (open ? 'demo demo--open' : 'demo')} testId="menu" onOpenChange={onOpenChange}>
        {({ id, close }) => (
          <ul id={id} role="menu" aria-label="Actions">
            {['Rename', 'Clear', 'Delete'].map((name) => (
              <li key={name} role="none">
                <button type="button" role="menuitem" disabled={name === 'Clear'} onClick={() => { close(); onAction(name); }}>{name}</button>
              </li>
            ))}
          </ul>
        )}
      </MenuButton>
      <p data-testid="outside">outside</p>
    </div>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Actions' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('MenuButton', () => {
  it('is a button that says what it opens, and whether it is open', () => {
    render(<ActionMenu />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().hasAttribute('aria-controls')).toBe(false);
    expect(screen.getByTestId('menu').className).toBe('demo');
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(screen.getByRole('menu').id);
    expect(screen.getByTestId('menu').className).toBe('demo demo--open');
    fireEvent.click(trigger());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('focuses the first enabled item; the arrow keys, Home and End move among the enabled ones', () => {
    render(<ActionMenu />);
    fireEvent.click(trigger());
    expect(document.activeElement).toBe(item('Rename'));
    fireEvent.keyDown(item('Rename'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Delete'));
    fireEvent.keyDown(item('Delete'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Rename'));
    fireEvent.keyDown(item('Rename'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Delete'));
    fireEvent.keyDown(item('Delete'), { key: 'Home' });
    expect(document.activeElement).toBe(item('Rename'));
    fireEvent.keyDown(item('Rename'), { key: 'End' });
    expect(document.activeElement).toBe(item('Delete'));
  });

  it('Escape closes it and returns the focus to the button, wherever the focus was', () => {
    render(<ActionMenu />);
    fireEvent.click(trigger());
    fireEvent.keyDown(item('Rename'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    fireEvent.click(trigger());
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('a mouse press outside closes it; one inside does not', () => {
    const onOpenChange = vi.fn();
    render(<ActionMenu onOpenChange={onOpenChange} />);
    fireEvent.click(trigger());
    fireEvent.mouseDown(item('Rename'));
    expect(screen.getByRole('menu')).toBeDefined();
    fireEvent.mouseDown(screen.getByTestId('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it("the panel's close() closes it and returns the focus", () => {
    const onAction = vi.fn();
    render(<ActionMenu onAction={onAction} />);
    fireEvent.click(trigger());
    fireEvent.click(item('Delete'));
    expect(onAction).toHaveBeenCalledWith('Delete');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('can be controlled, and Escape inside it leaves a dialog around it open', () => {
    const onClose = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <Modal title="Around" onClose={onClose}>
          <MenuButton popup="dialog" open={open} onOpenChange={setOpen} label="Filter" buttonProps={{ 'aria-label': 'Filter price', 'data-active': true }}>
            {({ id, close }) => (
              <form id={id} role="dialog" aria-label="Filter: price">
                <input aria-label="Value" />
                <button type="button" onClick={() => close()}>Cancel</button>
              </form>
            )}
          </MenuButton>
        </Modal>
      );
    }
    render(<Controlled />);
    const button = screen.getByRole('button', { name: 'Filter price' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('data-active')).toBe('true');
    fireEvent.keyDown(screen.getByLabelText('Value'), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Filter: price' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });
});
