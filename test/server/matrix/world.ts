/**
 * The authorization matrix's world: its actors, companies A, B (with the data staff must not read
 * without a tie, companyB.ts) and C, and every slice's own records. access.test.ts tries the rows in
 * it; openapi.test.ts checks that the document lists every status they answer.
 */
import { createCompany, createUser } from '../helpers';
import { SLICES } from './index';
import { prepareCompanyB } from './companyB';
import type { MatrixContext } from './presets';

export async function prepareMatrixWorld(ctx: MatrixContext): Promise<void> {
  const db = ctx.env.db;
  ctx.users = {
    aUser: await createUser(db),
    aAdmin: await createUser(db),
    bAdmin: await createUser(db),
    office: await createUser(db, { permissions: [2] }),
    board: await createUser(db, { permissions: [3] }),
    auditor: await createUser(db, { permissions: [6] }),
    sysadmin: await createUser(db, { permissions: [1] }),
  };
  ctx.companyA = await createCompany(db, { admin: ctx.users.aAdmin, member: ctx.users.aUser });
  ctx.companyB = await createCompany(db, { admin: ctx.users.bAdmin });
  ctx.companyC = await createCompany(db);
  await prepareCompanyB(ctx);
  for (const slice of SLICES) await slice.prepare?.(ctx);
}
