/** What a reference's own tables beside the row add to its record: images and the client's confirmation. */
import { sql } from 'kysely';
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

interface ImageRow {
  id: number;
  reference_id: number;
  is_default: boolean;
  order_number: number;
}

interface ConfirmationRow {
  reference_id: number;
  email: string;
  status: ReferenceConfirmation['status'] | 'superseded';
  comment: string | null;
  requested_at: string;
  expires_at: string;
  answered_at: string | null;
}

/**
 * The images and the latest confirmation request of the references `ids`, in one round trip (a list
 * page's extras: docs/benchmarks.md, issue 18 §8). The ids go as one array parameter, so every page
 * runs the same prepared statement whatever its length.
 */
export async function referenceExtras(db: Db, companyId: number, ids: readonly number[]): Promise<Map<number, ReferenceExtras>> {
  const extras = new Map<number, ReferenceExtras>(ids.map((id) => [id, { images: [], defaultImage: null, confirmation: null }]));
  if (ids.length === 0) return extras;
  const { rows } = await sql<{ images: ImageRow[]; confirmations: ConfirmationRow[] }>`
    select
      coalesce((
        select json_agg(json_build_object('id', i.id, 'reference_id', i.reference_id, 'is_default', i.is_default, 'order_number', i.order_number)
                        order by i.reference_id, i.order_number, i.id)
        from reference_images i where i.reference_id = any(${[...ids]}::bigint[])
      ), '[]') as images,
      coalesce((
        select json_agg(latest) from (
          -- The latest request that has not been replaced by a newer one.
          select distinct on (c.reference_id) c.reference_id, c.email, c.status, c.comment,
                 ${isoTimestamp('c.requested_at')} as requested_at, ${isoTimestamp('c.expires_at')} as expires_at,
                 ${isoTimestamp<string | null>('c.answered_at')} as answered_at
          from reference_confirmations c
          where c.reference_id = any(${[...ids]}::bigint[]) and c.status <> 'superseded'
          order by c.reference_id, c.id desc
        ) latest
      ), '[]') as confirmations`.execute(db);
  const { images = [], confirmations = [] } = rows[0] ?? {};
  for (const image of images) {
    const extra = extras.get(image.reference_id);
    if (!extra) continue;
    const url = imageUrl(companyId, image.reference_id, image.id);
    extra.images.push({ id: image.id, isDefault: image.is_default, orderNumber: image.order_number, url });
    if (image.is_default) extra.defaultImage = url;
  }
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
