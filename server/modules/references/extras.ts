/** What a reference's own tables beside the row add to its record: images and the client's confirmation. */
import { sql } from 'kysely';
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

export interface ImageRow {
  id: number;
  is_default: boolean;
  order_number: number;
}

export interface ConfirmationRow {
  email: string;
  status: ReferenceConfirmation['status'];
  comment: string | null;
  requested_at: string;
  expires_at: string;
  answered_at: string | null;
}

/**
 * The images and the latest confirmation request of the reference `r` (its alias in the select), as two
 * columns of the reference's own query: a list page reads them for the page's rows in the same round
 * trip as the rows (docs/benchmarks.md, issue 18 §8), each by its index on (reference_id, …).
 */
export const referenceExtraColumns = () =>
  [
    sql<ImageRow[]>`coalesce((
      select json_agg(json_build_object('id', i.id, 'is_default', i.is_default, 'order_number', i.order_number) order by i.order_number, i.id)
      from reference_images i where i.reference_id = r.id
    ), '[]')`.as('images'),
    // The latest request that has not been replaced by a newer one.
    sql<ConfirmationRow | null>`(
      select json_build_object('email', c.email, 'status', c.status, 'comment', c.comment,
                               'requested_at', ${isoTimestamp('c.requested_at')}, 'expires_at', ${isoTimestamp('c.expires_at')},
                               'answered_at', ${isoTimestamp<string | null>('c.answered_at')})
      from reference_confirmations c
      where c.reference_id = r.id and c.status <> 'superseded'
      order by c.id desc limit 1
    )`.as('confirmation'),
  ] as const;

/** A reference row's extra columns (referenceExtraColumns) as the record shows them. */
export function referenceExtras(companyId: number, row: { id: number; images: ImageRow[]; confirmation: ConfirmationRow | null }): ReferenceExtras {
  const images = row.images.map((image) => ({ id: image.id, isDefault: image.is_default, orderNumber: image.order_number, url: imageUrl(companyId, row.id, image.id) }));
  const confirmation = row.confirmation;
  return {
    images,
    defaultImage: images.find((image) => image.isDefault)?.url ?? null,
    confirmation: confirmation && {
      email: confirmation.email,
      status: confirmation.status,
      comment: confirmation.comment,
      requestedAt: confirmation.requested_at,
      expiresAt: confirmation.expires_at,
      answeredAt: confirmation.answered_at,
    },
  };
}
