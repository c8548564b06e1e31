import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listItem } from '../test/render-page';
import { PrintBatchPicker } from './print-batch-picker';

function renderPicker(items: ReturnType<typeof listItem>[]) {
  const router = createMemoryRouter([{ path: '*', element: <PrintBatchPicker items={items} /> }]);
  render(<RouterProvider router={router} />);
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Print tickets & cards' }));
  return screen.getByRole('dialog', { name: 'Print work tickets and cards' });
};

describe('print tickets and cards picker', () => {
  it('reads on its button what its name says, so a screen reader and the eye agree', () => {
    renderPicker([listItem(1001)]);
    const button = screen.getByRole('button', { name: 'Print tickets & cards' });
    expect(button.textContent).toBe('Print tickets & cards');
  });

  it('offers the submitted orders of the list, all chosen, and prints the ones left ticked', async () => {
    const [a, b, c, draft] = [
      listItem(1001),
      listItem(1002),
      listItem(1003),
      listItem(1004, { order_status: 'draft' }),
    ] as const;
    renderPicker([a, b, c, draft]);
    const dialog = await openDialog();
    const boxes = within(dialog).getAllByRole('checkbox');
    // Drafts have nothing to make yet.
    expect(boxes).toHaveLength(3);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /#1002/ }));
    expect(within(dialog).getByRole('link', { name: 'Print 2 tickets' })).toHaveAttribute(
      'href',
      `/intern/print/tickets?orders=${a.uuid},${c.uuid}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select none' }));
    expect(within(dialog).queryByRole('link', { name: /Print/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Print tickets' })).toBeDisabled();
  });

  it('prints the cards of the same selection in one go, in the layout of the link chosen', async () => {
    const [a, b, c] = [listItem(1001), listItem(1002), listItem(1003)] as const;
    renderPicker([a, b, c]);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /#1001/ }));
    const layouts = [
      ['A6', 'a6'],
      ['A7', 'a7'],
      ['Folded A5', 'folded'],
    ] as const;
    for (const [label, key] of layouts) {
      expect(
        within(dialog).getByRole('link', { name: `Print the cards of 2 orders, ${label}` }),
      ).toHaveAttribute('href', `/intern/print/cards?orders=${b.uuid},${c.uuid}&layout=${key}`);
    }
    // Nothing chosen, nothing to print: the layouts stay, switched off.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select none' }));
    for (const [label] of layouts) {
      expect(within(dialog).getByRole('button', { name: label })).toBeDisabled();
    }
  });

  it('is not offered when no order of the list can be printed', () => {
    renderPicker([listItem(1001, { order_status: 'draft' })]);
    expect(screen.queryByRole('button', { name: /Print/ })).toBeNull();
  });
});
