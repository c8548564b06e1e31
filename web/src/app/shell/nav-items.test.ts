import { describe, expect, it } from 'vitest';
import { bottomBarItems, NAV_ITEMS, sidebarItems, sideMenuItems } from './nav-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('navigation entries', () => {
  it("are in the seed's order", () => {
    expect(labels([...NAV_ITEMS])).toEqual([
      'Orders',
      'Stock',
      'Products',
      'Create order',
      'Analytics',
      'Calendar',
      'Customers',
      'Gift cards',
      'Payments',
      'Payouts',
      'Settings',
      'Subscriptions',
    ]);
  });

  it('desktop sidebar lists everything for owners and managers, Create order first', () => {
    const expected = [
      'Create order',
      'Orders',
      'Stock',
      'Products',
      'Analytics',
      'Calendar',
      'Customers',
      'Gift cards',
      'Payments',
      'Payouts',
      'Settings',
      'Subscriptions',
    ];
    expect(labels(sidebarItems('owner'))).toEqual(expected);
    expect(labels(sidebarItems('manager'))).toEqual(expected);
  });

  it('hides the staff-only entries from florists', () => {
    expect(labels(sidebarItems('florist'))).toEqual(['Create order', 'Orders', 'Stock', 'Products']);
    expect(labels(bottomBarItems('florist'))).toEqual(['Orders', 'Stock', 'Create order']);
    expect(labels(sideMenuItems('florist'))).toEqual(['Products']);
    expect(labels(sidebarItems(null))).toEqual(['Create order', 'Orders', 'Stock', 'Products']);
  });

  it('mobile: bottom bar has the main entries, the side menu the rest, web-only entries neither', () => {
    expect(labels(bottomBarItems('owner'))).toEqual([
      'Orders',
      'Stock',
      'Create order',
      'Analytics',
      'Customers',
    ]);
    expect(labels(sideMenuItems('owner'))).toEqual(['Products', 'Calendar', 'Gift cards', 'Settings']);
    const mobile = labels([...bottomBarItems('manager'), ...sideMenuItems('manager')]);
    expect(mobile).not.toContain('Payments');
    expect(mobile).not.toContain('Payouts');
    expect(mobile).not.toContain('Subscriptions');
  });

  it('marks only Subscriptions as coming soon', () => {
    expect(NAV_ITEMS.filter((item) => item.comingSoon).map((item) => item.key)).toEqual(['subscriptions']);
  });
});
