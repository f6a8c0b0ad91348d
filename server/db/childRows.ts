/**
 * How a child collection a body gives meets the stored rows, by the rule its declaration names
 * (src/domain/entities/entity.ts `children`): `replace` — the items are the collection; `merge` —
 * an item whose key matches a stored row keeps that row (and what the server recorded on it), the
 * others are added, the rows left over removed; `add` — the items are added to the stored ones.
 */
import { toSnakeCase } from '../../src/domain/caseKeys';
import type { ChildRule } from '../../src/domain/entities/fields';

export interface ChildPlan<Row, Item> {
  keep: Array<{ row: Row; item: Item }>;
  add: Item[];
  remove: Row[];
}

/** The merge key's column (`classification_industry_id`), read in a stored row and in a parsed body's item alike. */
const keyColumn = (rule: ChildRule) => (value: unknown) => (rule.kind === 'merge' ? (value as Record<string, unknown>)[toSnakeCase(rule.key)] : undefined);

/** `rowKey`/`itemKey`: the merge key's value in a stored row and in a sent item (null: matches nothing); by default its column. */
export function childPlan<Row, Item>(
  rule: ChildRule,
  stored: readonly Row[],
  items: readonly Item[],
  rowKey: (row: Row) => unknown = keyColumn(rule),
  itemKey: (item: Item) => unknown = keyColumn(rule),
): ChildPlan<Row, Item> {
  if (rule.kind === 'replace') return { keep: [], add: [...items], remove: [...stored] };
  if (rule.kind === 'add') return { keep: [], add: [...items], remove: [] };
  const left = [...stored];
  const plan: ChildPlan<Row, Item> = { keep: [], add: [], remove: [] };
  for (const item of items) {
    const key = itemKey(item);
    const at = key == null ? -1 : left.findIndex((row) => rowKey(row) === key);
    if (at < 0) plan.add.push(item);
    else plan.keep.push({ row: left.splice(at, 1)[0], item });
  }
  plan.remove = left;
  return plan;
}
