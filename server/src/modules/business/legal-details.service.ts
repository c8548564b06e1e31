import { emptyLegalDetails, type LegalDetails, type LegalDetailsInput } from '@contract/legal-details';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businesses, businessLegalDetails } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type AuditActor, diffFields, hasChanges, recordAudit } from '../audit';

/*
 * The one home of a shop's legal details (docs/decisions/047). Invoices copy them into each
 * document when it is issued; receipts and an imprint read them here.
 */

type Row = typeof businessLegalDetails.$inferSelect;

const toLegalDetails = (row: Row | undefined): LegalDetails =>
  row
    ? {
        legal_name: row.legalName,
        street: row.street,
        zipcode: row.zipcode,
        city: row.city,
        country: row.country,
        vat_id: row.vatId,
        tax_number: row.taxNumber,
        register_entry: row.registerEntry,
        responsible_person: row.responsiblePerson,
        updated_at: row.updatedAt.toISOString(),
      }
    : { ...emptyLegalDetails };

/** A shop's legal details; every field null while its owner has not saved them. */
export async function getLegalDetails(db: Tx, { businessId }: { businessId: string }): Promise<LegalDetails> {
  const [row] = await db
    .select()
    .from(businessLegalDetails)
    .where(eq(businessLegalDetails.businessId, businessId));
  return toLegalDetails(row);
}

/**
 * What a document prints about the seller: the legal details, and the shop's address as typed in
 * its details for a shop that has not saved them yet.
 */
export async function getSellerDetails(db: Tx, { businessId }: { businessId: string }) {
  const [shop] = await db
    .select({ address: businesses.address })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return { legal: await getLegalDetails(db, { businessId }), shopAddress: shop?.address ?? '' };
}

/** Replaces the shop's legal details (the owner's), with an entry in the trail when something changed. */
export async function putLegalDetails(
  db: Db,
  { businessId, input, actor }: { businessId: string; input: LegalDetailsInput; actor: AuditActor },
): Promise<LegalDetails> {
  return db.transaction(async (tx) => {
    const [shop] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    if (!shop) throw notFound('business');
    const before = await getLegalDetails(tx, { businessId });
    const values = {
      legalName: input.legal_name,
      street: input.street,
      zipcode: input.zipcode,
      city: input.city,
      country: input.country,
      vatId: input.vat_id,
      taxNumber: input.tax_number,
      registerEntry: input.register_entry,
      responsiblePerson: input.responsible_person,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(businessLegalDetails)
      .values({ businessId, ...values })
      .onConflictDoUpdate({ target: businessLegalDetails.businessId, set: values })
      .returning();
    const after = toLegalDetails(row);
    const { updated_at: _before, ...shownBefore } = before;
    const { updated_at: _after, ...shownAfter } = after;
    const changes = diffFields(shownBefore, shownAfter);
    if (hasChanges(changes)) {
      await recordAudit(tx, {
        businessId,
        actor,
        entityType: 'settings',
        entityId: 'legal',
        action: 'settings.legal',
        changes,
      });
    }
    return after;
  });
}
