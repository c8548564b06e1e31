import type { TaxRates } from '@contract/tax';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type EditorLine, type EditorProduct, editorProblems, editorRequest } from './editor-lines';
import { LinesEditor } from './lines-editor';

const ROSES = 'a0000000-0000-4000-8000-000000000001';
const TULIPS = 'a0000000-0000-4000-8000-000000000002';
const VASE_PRODUCT = 'a0000000-0000-4000-8000-000000000003';
const SMALL = 'b0000000-0000-4000-8000-000000000001';
const LARGE = 'b0000000-0000-4000-8000-000000000002';
const VASE = 'c0000000-0000-4000-8000-000000000001';
const CHOCOLATES = 'c0000000-0000-4000-8000-000000000002';
const REDUCED = 'd0000000-0000-4000-8000-000000000002';

const products: EditorProduct[] = [
  {
    id: ROSES,
    name: 'Rose bouquet',
    price: 24.5,
    kind: 'flowers',
    variants: [],
    options: [
      { id: VASE, name: 'Vase', price: 5 },
      { id: CHOCOLATES, name: 'Chocolates', price: 3.5 },
    ],
  },
  {
    id: TULIPS,
    name: 'Tulips',
    price: 20,
    kind: 'flowers',
    variants: [
      { id: SMALL, name: 'Small', price: 20 },
      { id: LARGE, name: 'Large', price: 35 },
    ],
    options: [],
  },
  { id: VASE_PRODUCT, name: 'Glass vase', price: 12, kind: 'flowers', variants: [], options: [] },
];

/** Sales tax on top: 10 % by default, 5 % reduced. */
const salesTax: TaxRates = {
  settings: {
    mode: 'sales_tax',
    prices_include_tax: false,
    rate: 10,
    delivery_taxed: false,
    delivery_rate: null,
  },
  classes: [
    { id: 'd0000000-0000-4000-8000-000000000001', name: 'Standard', rate: 10, is_default: true },
    { id: REDUCED, name: 'Reduced', rate: 5, is_default: false },
  ],
};

function Harness({ tax = null, seen }: { tax?: TaxRates | null; seen: { lines: EditorLine[] } }) {
  const [lines, setLines] = useState<EditorLine[]>([]);
  seen.lines = lines;
  return (
    <LinesEditor
      value={lines}
      onChange={setLines}
      products={products}
      tax={tax}
      currency="EUR"
      errors={editorProblems(lines, products)}
      autoFocus
    />
  );
}

const total = () => screen.getByRole('status', { name: 'Total' });
const line = (name: string | RegExp) =>
  within(screen.getByRole('list', { name: 'Lines' })).getByRole('listitem', { name });

describe('the order editor', () => {
  it('adds the first match on Enter, another with the arrow keys, and keeps the search focused', async () => {
    const seen = { lines: [] as EditorLine[] };
    render(<Harness seen={seen} />);
    const search = screen.getByRole('combobox', { name: 'Find a product' });
    expect(search).toHaveFocus();
    await userEvent.keyboard('ros{Enter}');
    expect(line('Rose bouquet')).toBeInTheDocument();
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    // Both names hold an "e": the second is marked with ArrowDown and added with Enter.
    await userEvent.keyboard('e');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Rose bouquet€24.50',
      'Glass vase€12.00',
    ]);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Glass vase/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(seen.lines.map((l) => l.kind === 'product' && l.product_id)).toEqual([ROSES, VASE_PRODUCT]);
    expect(total()).toHaveTextContent('€36.50');
  });

  it('asks for the size of a product with sizes: not priced until chosen, then Enter goes back to the search', async () => {
    const seen = { lines: [] as EditorLine[] };
    render(<Harness seen={seen} />);
    await userEvent.keyboard('tul{Enter}');
    const size = screen.getByRole('combobox', { name: 'Size of Tulips' });
    expect(size).toHaveFocus();
    expect(within(line('Tulips')).getByText('Choose a size', { selector: 'p' })).toBeInTheDocument();
    expect(editorProblems(seen.lines, products)).toEqual({ 'items.0.variant_id': 'Choose a size' });
    expect(total()).toHaveTextContent('€0.00');
    await userEvent.selectOptions(size, LARGE);
    expect(total()).toHaveTextContent('€35.00');
    expect(editorProblems(seen.lines, products)).toEqual({});
    await userEvent.type(size, '{Enter}');
    expect(screen.getByRole('combobox', { name: 'Find a product' })).toHaveFocus();
  });

  it('changes the live total with the add-on toggles and the quantity’s arrows and buttons', async () => {
    const seen = { lines: [] as EditorLine[] };
    render(<Harness seen={seen} />);
    await userEvent.keyboard('rose{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: /Vase/ }));
    expect(total()).toHaveTextContent('€29.50');
    await userEvent.click(screen.getByRole('checkbox', { name: /Chocolates/ }));
    expect(total()).toHaveTextContent('€33.00');
    await userEvent.click(screen.getByRole('checkbox', { name: /Vase/ }));
    expect(total()).toHaveTextContent('€28.00');

    const quantity = screen.getByRole('textbox', { name: 'Quantity of Rose bouquet' });
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(quantity).toHaveValue('3');
    expect(total()).toHaveTextContent('€84.00');
    await userEvent.keyboard('{ArrowDown}');
    expect(quantity).toHaveValue('2');
    await userEvent.click(screen.getByRole('button', { name: 'More of Rose bouquet' }));
    expect(seen.lines[0]).toMatchObject({ quantity: 3, option_ids: [CHOCOLATES] });
    await userEvent.click(screen.getByRole('button', { name: 'Fewer of Rose bouquet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fewer of Rose bouquet' }));
    // Never below one: the button stops there.
    expect(screen.getByRole('button', { name: 'Fewer of Rose bouquet' })).toBeDisabled();
    expect(total()).toHaveTextContent('€28.00');
  });

  it('prices a free item at the tax rate chosen for it, with the tax on top', async () => {
    const seen = { lines: [] as EditorLine[] };
    render(<Harness seen={seen} tax={salesTax} />);
    await userEvent.click(screen.getByRole('button', { name: 'Free item' }));
    const item = screen.getByRole('textbox', { name: 'Item' });
    expect(item).toHaveFocus();
    await userEvent.type(item, 'Wedding arch');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price each' }), '100');
    // The default rate first: 10 % on top.
    expect(total()).toHaveTextContent('€110.00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tax rate' }), REDUCED);
    expect(total()).toHaveTextContent('€105.00');
    expect(editorRequest(seen.lines)).toEqual({
      items: [],
      free_items: [{ name: 'Wedding arch', price: 100, tax_class_id: REDUCED, quantity: 1 }],
    });
  });

  it('names a free item’s missing name and price where the server would', async () => {
    const seen = { lines: [] as EditorLine[] };
    render(<Harness seen={seen} />);
    await userEvent.keyboard('rose{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Free item' }));
    expect(editorProblems(seen.lines, products)).toEqual({
      'free_items.0.name': 'Name the item',
      'free_items.0.price': 'Enter the price',
    });
    expect(screen.getByText('Name the item')).toBeInTheDocument();
  });

  it('removes a line, and the total with it', async () => {
    const seen = { lines: [] as EditorLine[] };
    render(<Harness seen={seen} />);
    await userEvent.keyboard('rose{Enter}glass{Enter}');
    expect(total()).toHaveTextContent('€36.50');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Rose bouquet' }));
    expect(screen.queryByRole('listitem', { name: 'Rose bouquet' })).toBeNull();
    expect(total()).toHaveTextContent('€12.00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Glass vase' }));
    expect(seen.lines).toEqual([]);
    expect(screen.queryByRole('status', { name: 'Total' })).toBeNull();
  });
});

describe('the request built from the editor’s lines', () => {
  it('sends products as items and free items apart, each in its order, with sizes only where chosen', () => {
    const lines: EditorLine[] = [
      { kind: 'product', key: 'a', product_id: ROSES, option_ids: [VASE], quantity: 2 },
      { kind: 'free', key: 'b', name: ' Ribbon ', price: '2,50', tax_class_id: null, quantity: 3 },
      { kind: 'product', key: 'c', product_id: TULIPS, variant_id: SMALL, option_ids: [], quantity: 1 },
    ];
    expect(editorRequest(lines)).toEqual({
      items: [
        { product_id: ROSES, option_ids: [VASE], quantity: 2 },
        { product_id: TULIPS, variant_id: SMALL, option_ids: [], quantity: 1 },
      ],
      free_items: [{ name: 'Ribbon', price: 2.5, tax_class_id: null, quantity: 3 }],
    });
  });
});
