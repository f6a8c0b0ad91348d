/** The lookup lists (describables), by their kebab-case names. */
import type { Db } from '../../db/kysely';
import { notFound } from '../../http/errors';
import { describableKind } from '../../../src/domain/describables';
import type { Describable } from '../../../src/domain/api/describables';

/** A lookup list in its order; 404 for a name that is no list. */
export async function lookupList(db: Db, name: string): Promise<Describable[]> {
  const rows = await db
    .selectFrom('describables')
    .select(['id', 'short_description', 'long_description', 'help_text', 'language_code', 'order_number'])
    .where('kind', '=', describableKind(name))
    .orderBy('order_number')
    .orderBy('id')
    .execute();
  if (rows.length === 0) throw notFound('Tuntematon luettelo.');
  return rows.map((r) => ({
    id: r.id,
    shortDescription: r.short_description,
    longDescription: r.long_description,
    helpText: r.help_text,
    languageCode: r.language_code,
    orderNumber: r.order_number,
  }));
}
