/** The write plan of a child collection by its declared rule (server/db/childRows.ts). */
import { describe, expect, it } from 'vitest';
import { childPlan } from '../../server/db/childRows';

const stored = [
  { id: 1, officeId: 3 },
  { id: 2, officeId: null },
  { id: 3, officeId: 5 },
];
const key = (value: { officeId: number | null }) => value.officeId;

describe('childPlan', () => {
  it('merge: a matching item keeps its row, the others are added, the rows left over go; no key matches nothing', () => {
    const plan = childPlan({ kind: 'merge', key: 'companyOfficeId' }, stored, [{ officeId: 5 }, { officeId: 7 }, { officeId: null }], key, key);
    expect(plan).toEqual({
      keep: [{ row: { id: 3, officeId: 5 }, item: { officeId: 5 } }],
      add: [{ officeId: 7 }, { officeId: null }],
      remove: [{ id: 1, officeId: 3 }, { id: 2, officeId: null }],
    });
  });

  it('merge: one row per item, even when two items name the same key', () => {
    const plan = childPlan({ kind: 'merge', key: 'companyOfficeId' }, stored, [{ officeId: 3 }, { officeId: 3 }], key, key);
    expect(plan.keep).toHaveLength(1);
    expect(plan.add).toEqual([{ officeId: 3 }]);
  });

  it('by default reads the merge key\'s column in rows and items alike', () => {
    const plan = childPlan({ kind: 'merge', key: 'companyOfficeId' }, [{ id: 1, company_office_id: 3 }], [{ company_office_id: 3 }, { company_office_id: 4 }]);
    expect(plan).toEqual({ keep: [{ row: { id: 1, company_office_id: 3 }, item: { company_office_id: 3 } }], add: [{ company_office_id: 4 }], remove: [] });
  });

  it('replace: the items are the collection; add: the stored rows stay', () => {
    expect(childPlan({ kind: 'replace' }, stored, [{ officeId: 3 }], key, key)).toEqual({ keep: [], add: [{ officeId: 3 }], remove: stored });
    expect(childPlan({ kind: 'add' }, stored, [{ officeId: 3 }], key, key)).toEqual({ keep: [], add: [{ officeId: 3 }], remove: [] });
  });
});
