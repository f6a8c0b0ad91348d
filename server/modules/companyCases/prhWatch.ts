/**
 * Watching the trade register (issue 22 §1), a daily job (jobs/queues.ts prh-watch): PRH's data of
 * each monitored company is read afresh (the cache is bypassed) and compared with what the portal
 * knows. A change — bankruptcy, liquidation, restructuring, a new name — opens a case on the company
 * and sets its status to Resolve (3), with a history entry and the audit row, all in one transaction.
 *
 * Monitored: a company whose status is Observe, Resolve or Waiting for information, or that holds an
 * active certificate issued by the association. Each change is opened once: its row in
 * company_prh_changes (company, change) is written in the same transaction as the case, so the next
 * run, or a second process running at once, finds it and opens nothing.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Outbox } from '../../jobs';
import { PrhUnavailableError, type PrhClient } from '../../integrations/prh';
import { CompanyStatus } from '../../../src/domain/companyStatus';
import { changeStatus } from './status';
import { openCase } from './service';

export interface PrhWatchContext {
  db: Db;
  outbox: Outbox;
  appUrl: string;
  prh: Pick<PrhClient, 'refresh'>;
}

/** The PRH situations (as the client names them in Finnish) and the case each opens: SPEC §3 type 9 bankruptcy, 4 financial deviation. */
const SITUATION_CASES: Record<string, { typeId: number; title: string }> = {
  Konkurssissa: { typeId: 9, title: 'Kaupparekisteri: yritys on konkurssissa' },
  Selvitystilassa: { typeId: 4, title: 'Kaupparekisteri: yritys on selvitystilassa' },
  Yrityssaneerauksessa: { typeId: 4, title: 'Kaupparekisteri: yritys on yrityssaneerauksessa' },
};
/** A new name in the register: type 8, additional information on a deviation. */
const NAME_CASE_TYPE = 8;

export interface Change {
  key: string;
  typeId: number;
  title: string;
  description: string;
}

/** What PRH says that the portal has not seen: each situation, and a name other than the company's. */
export function changesOf(portalName: string, prh: { name: string; situations: string[] }): Change[] {
  const changes: Change[] = [];
  for (const situation of prh.situations) {
    const known = SITUATION_CASES[situation];
    changes.push({
      key: `situation:${situation}`,
      typeId: known?.typeId ?? 4,
      title: known?.title ?? `Kaupparekisteri: ${situation}`,
      description: `Kaupparekisterin (PRH) mukaan yrityksen tilanne on muuttunut: ${situation}. Pyydämme selvitystä tilanteesta ja sen vaikutuksesta yrityksen pätevyyteen.`,
    });
  }
  if (prh.name && prh.name.trim() !== portalName.trim()) {
    changes.push({
      key: `name:${prh.name.trim()}`,
      typeId: NAME_CASE_TYPE,
      title: 'Kaupparekisteri: yrityksen nimi on muuttunut',
      description: `Kaupparekisterin (PRH) mukaan yrityksen nimi on nyt ${prh.name.trim()} (portaalissa ${portalName}). Pyydämme selvitystä nimenmuutoksesta ja mahdollisesta yritysjärjestelystä.`,
    });
  }
  return changes;
}

function monitoredCompanies(db: Db) {
  return db
    .selectFrom('companies as c')
    .select(['c.id', 'c.name', 'c.registration_number'])
    .where((eb) =>
      eb.or([
        eb('c.company_status_id', 'in', [CompanyStatus.observe, CompanyStatus.resolve, CompanyStatus.waiting]),
        eb.exists(
          eb
            .selectFrom('company_certificates as cc')
            .select(sql`1`.as('one'))
            .whereRef('cc.company_id', '=', 'c.id')
            .where('cc.issued_by_association', '=', true)
            .where('cc.held_status', '=', 'active')
            .where('cc.certificate_number', 'is not', null),
        ),
      ]),
    )
    .orderBy('c.id')
    .execute();
}

/** One run: answers how many cases it opened. A company PRH cannot answer for now is looked at on the next run. */
export async function watchPrh(ctx: PrhWatchContext): Promise<number> {
  let opened = 0;
  for (const company of await monitoredCompanies(ctx.db)) {
    let prh;
    try {
      prh = await ctx.prh.refresh(company.registration_number);
    } catch (error) {
      if (error instanceof PrhUnavailableError) continue;
      throw error;
    }
    if (!prh) continue;
    for (const change of changesOf(company.name, prh)) {
      const done = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('company_prh_changes')
          .values({ company_id: company.id, change_key: change.key })
          .onConflict((oc) => oc.columns(['company_id', 'change_key']).doNothing())
          .returning('company_id')
          .executeTakeFirst();
        if (!row) return false;
        const caseId = await openCase(trx, ctx, { companyId: company.id, caseTypeId: change.typeId, title: change.title, description: change.description, source: 'prh', userId: null });
        await trx.updateTable('company_prh_changes').set({ case_id: caseId }).where('company_id', '=', company.id).where('change_key', '=', change.key).execute();
        await changeStatus(trx, { companyId: company.id, toStatusId: CompanyStatus.resolve, reason: `PRH-seuranta: ${change.title}`, userId: null });
        return true;
      });
      if (done) opened++;
    }
  }
  return opened;
}

