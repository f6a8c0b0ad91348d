/** What a reference's own tables beside the row add to its record: images and the client's confirmation. */
import type { Db } from '../../db/kysely';
import { isoTimestamp } from '../../http/list';
import type { ReferenceConfirmation, ReferenceImageSummary } from '../../../src/domain/entities/reference';

export interface ReferenceExtras {
  images: ReferenceImageSummary[];
  defaultImage: string | null;
  confirmation: ReferenceConfirmation | null;
}

/** SPEC §7: an image of a reference, in the size the app shows (md). */
export const imageUrl = (companyId: number, referenceId: number, imageId: number, size = 'md') =>
  `/api/companies/${companyId}/references/${referenceId}/images/${imageId}/content?size=${size}`;

export async function referenceExtras(db: Db, companyId: number, ids: readonly number[]): Promise<Map<number, ReferenceExtras>> {
  const extras = new Map<number, ReferenceExtras>(ids.map((id) => [id, { images: [], defaultImage: null, confirmation: null }]));
  if (ids.length === 0) return extras;
  const images = await db
    .selectFrom('reference_images')
    .select(['id', 'reference_id', 'is_default', 'order_number'])
    .where('reference_id', 'in', [...ids])
    .orderBy('reference_id')
    .orderBy('order_number')
    .orderBy('id')
    .execute();
  for (const image of images) {
    const extra = extras.get(image.reference_id);
    if (!extra) continue;
    const url = imageUrl(companyId, image.reference_id, image.id);
    extra.images.push({ id: image.id, isDefault: image.is_default, orderNumber: image.order_number, url });
    if (image.is_default) extra.defaultImage = url;
  }
  // The latest request that has not been replaced by a newer one.
  const confirmations = await db
    .selectFrom('reference_confirmations')
    .distinctOn('reference_id')
    .select([
      'reference_id',
      'email',
      'status',
      'comment',
      isoTimestamp('requested_at').as('requested_at'),
      isoTimestamp('expires_at').as('expires_at'),
      isoTimestamp<string | null>('answered_at').as('answered_at'),
    ])
    .where('reference_id', 'in', [...ids])
    .where('status', '!=', 'superseded')
    .orderBy('reference_id')
    .orderBy('id', 'desc')
    .execute();
  for (const row of confirmations) {
    const extra = extras.get(row.reference_id);
    if (!extra || row.status === 'superseded') continue;
    extra.confirmation = {
      email: row.email,
      status: row.status,
      comment: row.comment,
      requestedAt: row.requested_at,
      expiresAt: row.expires_at,
      answeredAt: row.answered_at,
    };
  }
  return extras;
}
