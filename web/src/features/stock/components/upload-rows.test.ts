import type { UploadPreview } from '@contract/stock';
import { describe, expect, it } from 'vitest';
import {
  editRow,
  fieldProblem,
  flowerIdOf,
  rowsFromPreview,
  summarise,
  toPurchases,
  type UploadRow,
  withServerErrors,
} from './upload-rows';

const ROSE = 'f1000000-0000-4000-8000-000000000001';

const preview: UploadPreview = {
  columns: { name: 'Name', quantity: 'Qty', unit_cost: null },
  rows: [
    { line: 2, name: 'Rose, red', quantity: 10, unit_cost: 0.5, flower_id: ROSE, errors: {} },
    { line: 3, name: 'Peony', quantity: 5, unit_cost: 1.25, flower_id: null, errors: {} },
    {
      line: 4,
      name: 'peony ',
      quantity: 3,
      unit_cost: null,
      flower_id: null,
      errors: { unit_cost: 'Enter the cost per stem' },
    },
  ],
  errors: 1,
};

const rows = (): UploadRow[] => rowsFromPreview(preview);

describe('upload rows', () => {
  it('checks fields by the contract’s rules, reading decimal commas', () => {
    expect(fieldProblem('unit_cost', '0,4375')).toBeNull();
    expect(fieldProblem('unit_cost', '0')).toBeNull();
    expect(fieldProblem('unit_cost', '0,43751')).toBe('Use at most four decimals');
    expect(fieldProblem('unit_cost', '-1')).toBe('Enter the cost as a number, like 0.45');
    expect(fieldProblem('unit_cost', '')).toBe('Enter the cost per stem');
    expect(fieldProblem('quantity', '0')).toBe('Use at least 1');
    expect(fieldProblem('quantity', ' 12 ')).toBeNull();
    expect(fieldProblem('quantity', '1,5')).toBe('Use a whole number of stems');
    expect(fieldProblem('name', '   ')).toBe('Enter a name');
    expect(fieldProblem('name', 'x'.repeat(81))).toBe('Use at most 80 characters');
  });

  it('counts distinct new names, problems and the total in cents', () => {
    expect(summarise(rows())).toEqual({ rows: 3, newFlowers: 1, problems: 1, totalCents: 1125 });
    const fixed = rows().map((row) => (row.line === 4 ? editRow(row, 'unit_cost', '1,5') : row));
    expect(summarise(fixed)).toEqual({ rows: 3, newFlowers: 1, problems: 0, totalCents: 1575 });
  });

  it('keeps a match only while the name is the matched one, in any case', () => {
    const [rose] = rows();
    if (!rose) throw new Error('no row');
    expect(flowerIdOf(editRow(rose, 'name', 'Rose, white'))).toBeNull();
    expect(flowerIdOf(editRow(rose, 'name', ' ROSE, RED '))).toBe(ROSE);
  });

  it('sends numbers, by id when matched and by trimmed name when new', () => {
    const edited = rows().map((row) => (row.line === 4 ? editRow(row, 'unit_cost', '0,45') : row));
    expect(toPurchases(edited)).toEqual({
      type: 'purchase',
      items: [
        { flower_id: ROSE, quantity: 10, unit_cost: 0.5 },
        { name: 'Peony', quantity: 5, unit_cost: 1.25 },
        { name: 'peony', quantity: 3, unit_cost: 0.45 },
      ],
    });
  });

  it('maps items.N to the Nth row left; a refused flower id unmatches the row', () => {
    const list = rows().map((row) => (row.line === 3 ? { ...row, removed: true } : row));
    const { rows: marked, applied } = withServerErrors(list, {
      'items.0.flower_id': 'Choose a flower of your stock',
      'items.1.quantity': ['Use at most 1000000'],
      'items.9.name': 'no such row',
      items: 'Use at most 500 rows at once',
    });
    expect(applied).toBe(true);
    expect(marked[0]).toMatchObject({ match: null, errors: { name: 'Choose a flower of your stock' } });
    expect(marked[1]?.errors).toEqual({});
    expect(marked[2]?.errors).toEqual({
      unit_cost: 'Enter the cost per stem',
      quantity: 'Use at most 1000000',
    });
    expect(withServerErrors(list, { items: 'Use at most 500 rows at once' }).applied).toBe(false);
  });
});
