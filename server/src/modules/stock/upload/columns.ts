import type { Cell, Table } from './read-table';

/*
 * Which column is which, from the header's words (docs/decisions/010): lower-cased, accents and
 * everything but letters dropped, then compared with the spellings wholesalers use, in English,
 * German, Dutch and French. The first of the first ten rows that names a name and a quantity column
 * is the header.
 */
const spellings = {
  name: [
    'name',
    'product',
    'productname',
    'item',
    'itemname',
    'description',
    'article',
    'flower',
    'variety',
    'artikel',
    'bezeichnung',
    'produkt',
    'omschrijving',
    'naam',
    'produit',
    'designation',
    'libelle',
  ],
  quantity: [
    'quantity',
    'qty',
    'quantities',
    'amount',
    'count',
    'stems',
    'units',
    'pcs',
    'pieces',
    'menge',
    'anzahl',
    'stuck',
    'stuckzahl',
    'aantal',
    'stelen',
    'quantite',
    'qte',
    'tiges',
  ],
  unit_cost: [
    'unitcost',
    'unitprice',
    'price',
    'cost',
    'priceperstem',
    'costperstem',
    'priceperunit',
    'costperunit',
    'pricestem',
    'stemprice',
    'preis',
    'einzelpreis',
    'stuckpreis',
    'prijs',
    'stukprijs',
    'prix',
    'prixunitaire',
  ],
} as const;

export type Field = keyof typeof spellings;
export type Columns = {
  header: number;
  index: Record<Field, number | null>;
  titles: Record<Field, string | null>;
};

const normalise = (cell: Cell) =>
  (typeof cell === 'string' ? cell : '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export function findColumns(table: Table): Columns | null {
  for (let header = 0; header < Math.min(10, table.length); header++) {
    const words = (table[header] ?? []).map(normalise);
    const index = {} as Record<Field, number | null>;
    for (const field of Object.keys(spellings) as Field[]) {
      const at = words.findIndex((word) => (spellings[field] as readonly string[]).includes(word));
      index[field] = at === -1 ? null : at;
    }
    if (index.name !== null && index.quantity !== null) {
      const titleOf = (at: number | null) => (at === null ? null : String(table[header]?.[at] ?? ''));
      return {
        header,
        index,
        titles: {
          name: titleOf(index.name),
          quantity: titleOf(index.quantity),
          unit_cost: titleOf(index.unit_cost),
        },
      };
    }
  }
  return null;
}

/**
 * "1.234,56", "1,234.56", "0,45", "€ 2.50" → a number; null when it is not one. With both marks the
 * last is the decimal one; a lone comma is a decimal comma (how continental wholesalers write prices).
 */
export function parseNumber(text: string): number | null {
  let value = text.replace(/[\s\u00a0€$£]|EUR|USD|GBP|CHF/gi, '');
  if (value === '') return null;
  const comma = value.lastIndexOf(',');
  const dot = value.lastIndexOf('.');
  if (comma > -1 && dot > -1) {
    value = comma > dot ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
  } else if (comma > -1) {
    value = value.replace(',', '.');
  }
  if (!/^-?\d+(\.\d+)?$/.test(value)) return null;
  return Number(value);
}
