import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedTabs, Tab, TabList, TabPanel, Tabs } from './tabs';

const VIEWS = [
  { key: 'all', label: 'All' },
  { key: 'pending', label: 'Pending' },
  { key: 'done', label: 'Done' },
] as const;
type View = (typeof VIEWS)[number]['key'];

function ViewSwitch({ onChange }: { onChange: (view: View) => void }) {
  const [view, setView] = useState<View>('pending');
  return (
    <>
      <SegmentedTabs
        items={VIEWS}
        value={view}
        onChange={(next) => {
          onChange(next);
          setView(next);
        }}
        label="Order views"
        panelId="orders-panel"
      />
      <div id="orders-panel" role="tabpanel" aria-label={`${view} orders`} />
    </>
  );
}

describe('SegmentedTabs', () => {
  it('is a named tab list whose tabs control the one panel', () => {
    render(<ViewSwitch onChange={() => {}} />);
    expect(screen.getByRole('tablist', { name: 'Order views' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending', selected: true })).toHaveAttribute(
      'aria-controls',
      'orders-panel',
    );
    // Only the chosen tab is in the Tab order.
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and chooses with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ViewSwitch onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Done', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Done', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Done', selected: true })).toHaveFocus();
    expect(onChange.mock.calls.map(([view]) => view)).toEqual(['done', 'all', 'done', 'all', 'done']);
  });

  it('reports one change per click, even while the value has not moved yet', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    // The value stays put, as a view kept in the address does until the navigation lands.
    render(
      <SegmentedTabs items={VIEWS} value="pending" onChange={onChange} label="Order views" panelId="panel" />,
    );
    await user.click(screen.getByRole('tab', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('done');
  });
});

describe('Tabs with panels', () => {
  function WindowTabs() {
    const [tab, setTab] = useState('delivery');
    return (
      <Tabs value={tab} onChange={setTab}>
        <TabList label="Window type">
          <Tab value="delivery">Delivery</Tab>
          <Tab value="pickup">Pickup</Tab>
        </TabList>
        <TabPanel value="delivery" keepMounted>
          <input aria-label="Delivery note" />
        </TabPanel>
        <TabPanel value="pickup" keepMounted>
          <input aria-label="Pickup note" />
        </TabPanel>
      </Tabs>
    );
  }

  it('labels each panel by its tab and keeps what was typed in a hidden one', async () => {
    const user = userEvent.setup();
    render(<WindowTabs />);
    expect(screen.getByRole('tabpanel', { name: 'Delivery' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Pickup' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Delivery note' }), 'Ring twice');

    await user.click(screen.getByRole('tab', { name: 'Pickup' }));
    expect(screen.getByRole('tabpanel', { name: 'Pickup' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Delivery' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Delivery' }));
    expect(screen.getByRole('textbox', { name: 'Delivery note' })).toHaveValue('Ring twice');
  });
});
