/**
 * Demo data for trying applications (issue 11): one demo company whose portfolio is nearly ready
 * for a qualification application — two closed financial years with their statements, people with
 * the degrees the house-building industries require, an office and references. Its admin
 * (hakija@pateva.test) sees the checklist name the one thing still missing for 1.2.3 (a second
 * reference), attaches the liability insurance and sends. The other demo company stays empty.
 */
import PDFDocument from 'pdfkit';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../types';
import type { FileStorage } from '../../integrations/storage';
import { saveFile } from '../../http/files';
import { todayInFinland } from '../../../src/domain/referenceAge';
import { addMonths } from '../../../src/domain/applicationChecks';

type Trx = Transaction<Database>;

/** A one-page PDF with a title and a line of text (pdfkit's Helvetica prints ä and ö). */
function demoPdf(title: string, line: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text(title).moveDown().fontSize(12).text(line).moveDown().text('Demoaineisto – ei todellinen asiakirja.');
    doc.end();
  });
}

const REFERENCES: ReadonlyArray<{ title: string; client: string; endedMonthsAgo: number; euros: number; industries: readonly string[] }> = [
  { title: 'Hervannan koulun laajennus', client: 'Tampereen kaupunki', endedMonthsAgo: 8, euros: 1_600_000, industries: ['1.2.1'] },
  { title: 'Päiväkoti Pikkuvarpunen', client: 'Kangasalan kunta', endedMonthsAgo: 20, euros: 900_000, industries: ['1.2.1'] },
  { title: 'Liikuntahalli Kisapuisto', client: 'Lempäälän kunta', endedMonthsAgo: 14, euros: 1_400_000, industries: ['1.2.3'] },
];

export async function seedDemoApplicant(trx: Trx, storage: FileStorage, companyId: number, companyName: string, userId: number): Promise<void> {
  const today = todayInFinland();
  const file = async (name: string, title: string, line: string) => {
    const content = await demoPdf(title, line);
    return saveFile(trx, storage, { field: 'file', sentName: 'file', originalName: name, kind: 'pdf', mimeType: 'application/pdf', content, width: null, height: null, variants: {} }, userId);
  };

  // Two closed financial years, each with its profit and loss plus balance sheet (document type 9).
  const lastClosed = Number(today.slice(0, 4)) - 1;
  for (const [offset, turnover] of [
    [0, 6_400_000],
    [1, 5_900_000],
  ] as const) {
    const year = lastClosed - offset;
    const row = await trx
      .insertInto('financial_years')
      .values({
        company_id: companyId,
        year,
        period_start: `${year}-01-01`,
        period_end: `${year}-12-31`,
        turnover,
        operating_profit: Math.round(turnover * 0.06),
        net_result: Math.round(turnover * 0.045),
        equity: 1_800_000 + offset * -150_000,
        balance_sheet_total: 3_900_000,
        current_assets: 2_100_000,
        inventories: 200_000,
        current_liabilities: 1_200_000,
        personnel_count: 34,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const statement = await file(`tilinpaatos-${year}.pdf`, `Tilinpäätös ${year}`, `${companyName}: tuloslaskelma ja tase 1.1.–31.12.${year}.`);
    await trx.insertInto('financial_year_files').values({ financial_year_id: row.id, file_id: statement.id, file_type_ids: [9] }).execute();
  }

  // The site manager is a rakennusmestari (education degree 3), which the house-building industries accept.
  const people = await trx.selectFrom('company_people').select('person_id').where('company_id', '=', companyId).orderBy('id').execute();
  for (const [index, degree] of [3, 4].entries()) {
    const person = people[index + 1] ?? people[0];
    await trx.insertInto('person_educations').values({ person_id: person.person_id, education_degree_id: degree, graduation_year: 2004 + index * 5 }).execute();
  }

  await trx.insertInto('company_offices').values({ company_id: companyId, name: 'Tampereen toimipiste', street: 'Hämeenkatu 30', zipcode: '33100', city: 'Tampere' }).execute();

  const industries = await trx.selectFrom('classification_industries').select(['id', 'symbolic_number']).execute();
  const industryId = new Map(industries.map((row) => [row.symbolic_number, row.id]));
  for (const reference of REFERENCES) {
    const ended = addMonths(today, -reference.endedMonthsAgo);
    const row = await trx
      .insertInto('company_references')
      .values({
        company_id: companyId,
        title: reference.title,
        client_name: reference.client,
        work_start_date: addMonths(ended, -14),
        work_end_date: ended,
        total_billing: reference.euros,
        total_billing_unit_id: 1,
        work_description: `${reference.title}: pääurakka, ${companyName}.`,
        created_by_user_id: userId,
        updated_at: sql`now()`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const expertises = reference.industries.map((number) => industryId.get(number)).filter((id): id is number => id !== undefined);
    if (expertises.length) {
      await trx.insertInto('reference_expertises').values(expertises.map((id) => ({ reference_id: row.id, classification_industry_id: id }))).execute();
    }
  }
}
