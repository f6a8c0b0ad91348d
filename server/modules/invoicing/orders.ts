/** The product orders list (SPEC §2, issue 22 §3): what companies have ordered — agreements signed, applications sent — newest first. */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { storable } from '../../../src/domain/entities/fields';
import type { Page } from '../../../src/domain/api/lists';
import { DEFAULT_PAGE_SIZE, listMeta } from '../../../src/domain/schemas/list';
import type { ProductOrder, ProductOrdersQuery } from '../../../src/domain/invoicing';
import { containsPattern } from '../../http/list';

/** 'false' answers up to this many (the list grows without bound). */
const ALL_PAGE_SIZE = 1000;

export async function listProductOrders(db: Db, query: ProductOrdersQuery): Promise<Page<ProductOrder>> {
  const perPage = query.paginate === 'false' ? ALL_PAGE_SIZE : query.paginate === 'true' ? DEFAULT_PAGE_SIZE : query.paginate;
  const q = query.q && storable(query.q) ? query.q.toLowerCase() : '';
  const pattern = q ? containsPattern(q) : null;
  const result = await sql<{ id: string; kind: 'agreement' | 'application'; company_id: number; company_name: string; product: string; ordered_at: Date; ended: boolean; total: number }>`
    with orders as (
      select 'agreement-' || ca.id as id, 'agreement' as kind, ca.company_id, c.name as company_name, p.name || ' (sopimusversio ' || pa.version || ')' as product,
             ca.signed_at as ordered_at, ca.terminated_at is not null as ended
      from company_agreements ca
      join product_agreements pa on pa.id = ca.product_agreement_id
      join products p on p.id = pa.product_id
      join companies c on c.id = ca.company_id
      union all
      select 'application-' || a.id, 'application', a.company_id, c.name, coalesce(d.short_description, 'Hakemus') || ': ' || t.name,
             a.sent_at, a.application_status_id = 11
      from applications a
      join application_targets t on t.id = a.application_target_id
      join companies c on c.id = a.company_id
      left join describables d on d.kind = 'application-types' and d.id = a.application_type_id and d.language_code = 'fi'
      where a.sent_at is not null
    )
    select *, count(*) over ()::int as total from orders
    where (${query.kind ?? null}::text is null or kind = ${query.kind ?? null})
      and (${pattern}::text is null or lower(company_name) like ${pattern} or lower(product) like ${pattern})
    order by ordered_at desc, id desc
    limit ${perPage} offset ${(query.page - 1) * perPage}`.execute(db);
  const total = result.rows[0]?.total ?? (query.page > 1 ? await countAll(db, query, pattern) : 0);
  return {
    data: result.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      companyId: Number(r.company_id),
      companyName: r.company_name,
      product: r.product,
      orderedAt: new Date(r.ordered_at).toISOString(),
      ended: r.ended,
    })),
    meta: listMeta(query.page, perPage, total),
  };
}

/** A page past the end has no rows to carry the total: counted alone. */
async function countAll(db: Db, query: ProductOrdersQuery, pattern: string | null): Promise<number> {
  const agreements = query.kind === 'application' ? 0 : Number((await db
    .selectFrom('company_agreements as ca')
    .innerJoin('product_agreements as pa', 'pa.id', 'ca.product_agreement_id')
    .innerJoin('products as p', 'p.id', 'pa.product_id')
    .innerJoin('companies as c', 'c.id', 'ca.company_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => (pattern ? eb.or([eb(sql`lower(c.name)`, 'like', pattern), eb(sql`lower(p.name)`, 'like', pattern)]) : eb.lit(true)))
    .executeTakeFirstOrThrow()).n);
  const applications = query.kind === 'agreement' ? 0 : Number((await db
    .selectFrom('applications as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .innerJoin('application_targets as t', 't.id', 'a.application_target_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('a.sent_at', 'is not', null)
    .where((eb) => (pattern ? eb.or([eb(sql`lower(c.name)`, 'like', pattern), eb(sql`lower(t.name)`, 'like', pattern)]) : eb.lit(true)))
    .executeTakeFirstOrThrow()).n);
  return agreements + applications;
}
