import { sql, type Kysely } from 'kysely';

/**
 * Finances (issue 10): a company's financial years with the figures of its financial statements
 * (whole euros), and the year's documents: stored files (017) with their SPEC §3 document types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table financial_years (
    id bigserial primary key,
    company_id bigint not null references companies (id) on delete cascade,
    year integer not null check (year between 1900 and 2200),
    period_start date not null,
    period_end date not null check (period_end > period_start),
    turnover bigint,
    operating_profit bigint,
    net_result bigint,
    equity bigint,
    balance_sheet_total bigint,
    received_advances bigint,
    current_assets bigint,
    inventories bigint,
    current_liabilities bigint,
    personnel_count integer check (personnel_count >= 0),
    additional_info text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (company_id, year)
  )`.execute(db);
  await sql`create table financial_year_files (
    id bigserial primary key,
    financial_year_id bigint not null references financial_years (id) on delete cascade,
    file_id bigint not null references files (id),
    file_type_ids integer[] not null check (cardinality(file_type_ids) between 1 and 5),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index financial_year_files_year on financial_year_files (financial_year_id)`.execute(db);
  await sql`create index financial_year_files_file on financial_year_files (file_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists financial_year_files`.execute(db);
  await sql`drop table if exists financial_years`.execute(db);
}
