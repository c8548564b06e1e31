import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { Sheet } from './sheet';

/** A page with a button that opens a dialog holding two fields, as the back office's dialogs do. */
function DialogPage({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add a location</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Add a location"
        description="Where customers pick up."
      >
        <label>
          Name <input />
        </label>
        <Button>Save</Button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, described, and opens with focus on its panel', async () => {
    const user = userEvent.setup();
    render(<DialogPage />);
    await user.click(screen.getByRole('button', { name: 'Add a location' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a location' });
    expect(dialog).toHaveAccessibleDescription('Where customers pick up.');
    expect(dialog).toHaveFocus();
  });

  it('keeps focus inside: Tab from the last control goes to the first, Shift+Tab back', async () => {
    const user = userEvent.setup();
    render(<DialogPage />);
    await user.click(screen.getByRole('button', { name: 'Add a location' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DialogPage onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Add a location' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button, and the page behind is hidden from screen readers while open', async () => {
    const user = userEvent.setup();
    render(<DialogPage />);
    const opener = screen.getByRole('button', { name: 'Add a location' });
    await user.click(opener);
    // Outside the dialog, nothing is reachable by role while it is open.
    expect(screen.queryByRole('button', { name: 'Add a location' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('leaves Escape to a field that says it handles it itself, such as an inline rename', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onCancelRename = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Categories">
        <input
          aria-label="New name"
          data-own-escape
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            onCancelRename();
          }}
        />
        <Button>Done</Button>
      </Dialog>,
    );
    await user.click(screen.getByRole('textbox', { name: 'New name' }));
    await user.keyboard('{Escape}');
    expect(onCancelRename).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a tap on the backdrop beside it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DialogPage onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Add a location' }));
    // The panel sits inside the backdrop.
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves the focus on a field that takes it with autoFocus', async () => {
    render(
      <Dialog open onClose={() => {}} title="Rename">
        <input aria-label="New name" autoFocus />
      </Dialog>,
    );
    expect(await screen.findByRole('textbox', { name: 'New name' })).toHaveFocus();
  });
});

function ConfirmPage({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete order</Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete order #1001?"
        confirmLabel="Delete order"
        onConfirm={onConfirm}
      >
        This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog that opens on Cancel, the safe answer, and has no close button', async () => {
    const user = userEvent.setup();
    render(<ConfirmPage />);
    await user.click(screen.getByRole('button', { name: 'Delete order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete order #1001?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('closes on Escape with focus back on the opener, and confirms with its own button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmPage onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete order' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete order' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open on a tap beside it: it waits for an answer', async () => {
    const user = userEvent.setup();
    render(<ConfirmPage />);
    await user.click(screen.getByRole('button', { name: 'Delete order' }));
    await user.click(screen.getByRole('alertdialog').parentElement as HTMLElement);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows why the last attempt failed and offers only "Got it"', () => {
    render(
      <ConfirmDialog
        open
        onClose={() => {}}
        title="Delete Main shop?"
        confirmLabel="Delete"
        onConfirm={() => {}}
        error="Orders use it."
      >
        Gone for good.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Orders use it.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Got it']);
  });
});

describe('Sheet', () => {
  it('is a dialog named by its label that closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    function SheetPage() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open menu</Button>
          <Sheet open={open} onClose={() => setOpen(false)} label="Menu">
            <a href="/intern/products">Products</a>
          </Sheet>
        </>
      );
    }
    render(<SheetPage />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    await user.tab();
    expect(within(sheet).getByRole('link', { name: 'Products' })).toHaveFocus();
    await user.tab();
    expect(within(sheet).getByRole('link', { name: 'Products' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
