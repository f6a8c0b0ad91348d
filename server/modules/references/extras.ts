/** What a reference's own tables beside the row add to its record: images and the client's confirmation. */
import type { Db } from '../../db/kysely';
import type { ReferenceConfirmation, ReferenceImageSummary } from '../../../src/domain/entities/reference';

export interface ReferenceExtras {
  images: ReferenceImageSummary[];
  defaultImage: string | null;
  confirmation: ReferenceConfirmation | null;
}

export async function referenceExtras(_db: Db, _ids: readonly number[]): Promise<Map<number, ReferenceExtras>> {
  return new Map();
}
