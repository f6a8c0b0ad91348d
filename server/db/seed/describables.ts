/** Lookup lists are reference data, not demo data: kept in step with src/domain on every start. */
import { sql } from 'kysely';
import type { Db } from '../kysely';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { seedClassificationIndustries } from './classificationIndustries';

export async function seedDescribables(db: Db): Promise<void> {
  const rows = Object.entries(DESCRIBABLES).flatMap(([kind, entries]) =>
    entries.map((entry, index) => ({
      kind,
      id: entry.id,
      language_code: 'fi',
      short_description: entry.shortDescription,
      long_description: entry.longDescription ?? null,
      help_text: entry.helpText ?? null,
      order_number: index + 1,
    })),
  );
  await db
    .insertInto('describables')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['kind', 'id', 'language_code']).doUpdateSet({
        short_description: sql`excluded.short_description`,
        long_description: sql`excluded.long_description`,
        help_text: sql`excluded.help_text`,
        order_number: sql`excluded.order_number`,
      }),
    )
    .execute();
  // The classification industries are reference data too (issue 10).
  await seedClassificationIndustries(db);
}
