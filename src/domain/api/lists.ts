/** SPEC §7 list answers (ARCHITECTURE "API conventions"): one page of rows and its paging meta. */
// The paging meta stays beside the list query convention it answers (schemas/list.ts).
import type { ListMeta } from '../schemas/list';

export interface Page<T> {
  data: T[];
  meta: ListMeta;
}
