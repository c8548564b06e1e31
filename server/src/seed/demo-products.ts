import type { Occasion } from '@contract/products';
import type { Db } from '../db/client';
import { loadSharp } from '../lib/images';
import { type FileStorage, storePhoto } from '../lib/storage';
import { systemActor } from '../modules/audit';
import { createCategory, createOption, createProduct } from '../modules/products';
import { bouquetSvg } from './bouquet-art';

type DemoProduct = {
  name: string;
  description: string;
  price: number;
  category: string;
  featured?: boolean;
  quantity?: number;
  occasions?: Occasion[];
  sameDay?: boolean;
  /** Sizes, in order; the add-ons of the shop are offered with products that have sizes. */
  sizes?: { name: string; price: number; quantity?: number }[];
  blooms: string[];
  paper: string;
  background: string;
};

const demoProducts: DemoProduct[] = [
  {
    name: 'Wild Rose Signature',
    occasions: ['love', 'anniversary', 'birthday'],
    sameDay: true,
    description: 'Our garden roses with eucalyptus and waxflower, wrapped in kraft paper.',
    price: 49.9,
    category: 'Bouquets',
    featured: true,
    sizes: [
      { name: 'Standard', price: 49.9 },
      { name: 'Deluxe', price: 69.9 },
      { name: 'Premium', price: 89.9, quantity: 3 },
    ],
    blooms: ['#e0607e', '#f29bb0', '#c43d5f', '#f7c6d0', '#e0607e', '#f29bb0', '#c43d5f'],
    paper: '#c8a27a',
    background: '#fbf3ee',
  },
  {
    name: 'Sunny Meadow',
    occasions: ['birthday', 'thank_you', 'get_well', 'just_because'],
    sameDay: true,
    description: 'Sunflowers, chamomile and wild grasses: a summer afternoon in a bunch.',
    price: 35,
    category: 'Bouquets',
    blooms: ['#f5b431', '#fbe7a1', '#f2c14e', '#ffffff', '#f5b431', '#fbe7a1'],
    paper: '#e9dcc4',
    background: '#f6f7ee',
  },
  {
    name: 'Lavender Dusk',
    occasions: ['sympathy', 'thank_you'],
    description: 'Lavender, lisianthus and sweet peas in soft violet tones.',
    price: 42,
    category: 'Bouquets',
    blooms: ['#8e7cc3', '#b4a7d6', '#6a5aa8', '#d9d2e9', '#8e7cc3', '#b4a7d6', '#6a5aa8'],
    paper: '#d8d0c4',
    background: '#f3f1f8',
  },
  {
    name: 'Peony Cloud',
    occasions: ['love', 'congratulations', 'new_baby'],
    description: 'Blush peonies in season, limited to what the market brings each morning.',
    price: 65,
    category: 'Seasonal',
    featured: true,
    quantity: 4,
    blooms: ['#f4a6b8', '#f9cdd7', '#f4a6b8', '#f9cdd7', '#f4a6b8'],
    paper: '#ffffff',
    background: '#fdf1f3',
  },
  {
    name: 'Bridal Posy',
    occasions: ['wedding'],
    description: 'White roses, ranunculus and freesia, tied with silk ribbon. Order two days ahead.',
    price: 89,
    category: 'Weddings',
    blooms: ['#ffffff', '#f6efe6', '#fffaf0', '#f6efe6', '#ffffff', '#fffaf0', '#f6efe6', '#ffffff'],
    paper: '#e8e2d8',
    background: '#eef2ec',
  },
];

/** Categories and products with drawn photos for the demo shop's storefront. */
export async function seedDemoProducts(
  db: Db,
  { businessId, storage }: { businessId: string; storage: FileStorage },
) {
  const categoryIds = new Map<string, string>();
  for (const name of ['Bouquets', 'Seasonal', 'Weddings']) {
    categoryIds.set(name, (await createCategory(db, { businessId, input: { name }, actor: systemActor })).id);
  }
  const addOns = [
    { name: 'Glass vase', price: 12.5, current_quantity: 6 },
    { name: 'Belgian chocolates', price: 8.9, current_quantity: null },
    { name: 'Balloon', price: 4.5, current_quantity: null },
  ];
  const optionIds: string[] = [];
  for (const input of addOns) {
    optionIds.push(
      (
        await createOption(db, {
          businessId,
          input: { ...input, is_active: true, tax_class_id: null },
          actor: systemActor,
        })
      ).id,
    );
  }
  const sharp = await loadSharp();
  for (const demo of demoProducts) {
    const png = await sharp(Buffer.from(bouquetSvg(demo)))
      .png()
      .toBuffer();
    const photo = await storePhoto(storage, png);
    await createProduct(db, {
      businessId,
      actor: systemActor,
      photos: [photo],
      input: {
        name: demo.name,
        description: demo.description,
        price: demo.price,
        category_id: categoryIds.get(demo.category) ?? null,
        kind: 'flowers',
        is_active: true,
        is_featured: demo.featured ?? false,
        current_quantity: demo.quantity ?? null,
        location_ids: [],
        occasions: demo.occasions ?? [],
        same_day: demo.sameDay ?? false,
        variants: (demo.sizes ?? []).map((size) => ({
          name: size.name,
          price: size.price,
          current_quantity: size.quantity ?? null,
          photo_id: null,
          tax_class_id: null,
        })),
        option_ids: demo.sizes ? optionIds : [],
        tax_class_id: null,
      },
    });
  }
}
