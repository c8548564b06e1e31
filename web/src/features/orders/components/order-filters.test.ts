import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsOf } from './order-filters';

const ID = '22222222-2222-4222-8222-222222222222';

describe('filters in the address', () => {
  it('reads what it knows and leaves out what the API would refuse', () => {
    const params = new URLSearchParams(
      `q=%20weber%20&payment=failed&method=drone&from=2031-03-01&to=soon&location=12&assignee=${ID}`,
    );
    expect(filtersFromParams(params)).toEqual({
      search: 'weber',
      payment_status: 'failed',
      method: undefined,
      from: '2031-03-01',
      to: undefined,
      location_id: undefined,
      assigned_to: ID,
    });
    expect(filtersFromParams(new URLSearchParams('assignee=me')).assigned_to).toBe('me');
    expect(filtersFromParams(new URLSearchParams('assignee=none')).assigned_to).toBe('none');
    expect(filtersFromParams(new URLSearchParams('assignee=anyone')).assigned_to).toBeUndefined();
  });

  it('writes only the filters set, under their short names', () => {
    expect(paramsOf('all', { search: '#1042', method: 'pickup', from: undefined })).toEqual({
      view: 'all',
      q: '#1042',
      method: 'pickup',
    });
    expect(paramsOf(undefined, {})).toEqual({});
  });
});
