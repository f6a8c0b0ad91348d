/**
 * SPEC §2's page states of a record section (listing, creating, showing, editing, editing_* …) as
 * addresses, so a record opened survives a reload and can be sent in an e-mail. Pure, shared by
 * every section; the browser's history holds the state, no reducer does.
 *
 * Below a section's list address (`/companies/7/references`):
 *   listing   `…`               creating `…/new`
 *   showing   `…/12`            editing  `…/12/edit`, other modes `…/12/<mode>` (`…/9/permissions`)
 *   a form's tab in `?tab=…`.
 * Where the list's route matches no path below it (a tab of the office's company page), the same
 * states go in the query instead: `?record=12&mode=edit&tab=…`, `?record=new`.
 *
 * A company section's records (`/companies/7/<section>/…`; docs/conventions.md lists them): people
 * (`9`, `9/basic|education|certificates|permissions`), references (`12`, `12/edit?tab=`), projects,
 * offices, memberships, certificates, history and offer packs (`new`, `12`, `12/edit`), finances
 * (`new`, `4`, `4/figures|files`), addresses (`new`, `5/edit`), relations (`3`), invites (`3`),
 * agreements (`31`, `31/terminate`), applications (`3`), audits (`12/self-evaluation`, `12/report`).
 * `companyRecordAddress` writes one, for a link or an e-mail.
 */
export type RecordView =
  | { kind: 'list' }
  | { kind: 'create'; tab: string | null }
  /** `mode` null: showing; 'edit' or a section's own mode (SPEC §2 editing_*). */
  | { kind: 'record'; id: number; mode: string | null; tab: string | null };

export const LIST_VIEW: RecordView = { kind: 'list' };
const NEW = 'new';
/** The query keys of the query form; a list's own filters use other keys. */
export const RECORD_QUERY_KEYS = ['record', 'mode', 'tab'] as const;

/** A record id of an address: a positive int4, as the API's ids are; anything else is no record. */
function recordId(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

const modeOf = (text: string | null | undefined) => (text && /^[a-z][a-z-]*$/.test(text) ? text : null);

/** The view of the path below the list (`12/edit`, `new`, '') and its query; null for an address that names no view. */
export function parseRecordPath(rest: string, search: URLSearchParams): RecordView | null {
  const parts = rest.split('/').filter(Boolean);
  const tab = search.get('tab');
  if (parts.length === 0) return LIST_VIEW;
  if (parts.length === 1 && parts[0] === NEW) return { kind: 'create', tab };
  const id = recordId(parts[0]);
  if (id === null || parts.length > 2) return null;
  const mode = parts.length === 2 ? modeOf(parts[1]) : null;
  if (parts.length === 2 && mode === null) return null;
  return { kind: 'record', id, mode, tab };
}

/** The view named by the query form (`?record=12&mode=edit`); the list when it names none. */
export function parseRecordQuery(search: URLSearchParams): RecordView | null {
  const record = search.get('record');
  if (record === null) return LIST_VIEW;
  const tab = search.get('tab');
  if (record === NEW) return { kind: 'create', tab };
  const id = recordId(record);
  if (id === null) return null;
  const modeText = search.get('mode');
  const mode = modeOf(modeText);
  if (modeText !== null && mode === null) return null;
  return { kind: 'record', id, mode, tab };
}

/** The path below the list of a view, with its tab: `12/edit?tab=images`. */
export function recordPath(view: RecordView): string {
  if (view.kind === 'list') return '';
  const path = view.kind === 'create' ? NEW : view.mode ? `${view.id}/${view.mode}` : String(view.id);
  return view.tab ? `${path}?tab=${encodeURIComponent(view.tab)}` : path;
}

/** An agreement's termination, a mode of its record (`…/agreements/31/terminate`): a form, like editing. */
export const AGREEMENT_TERMINATE_MODE = 'terminate';

/** The address of a company section's view, for a link or an e-mail: `/companies/7/agreements/31/terminate`. */
export function companyRecordAddress(companyId: number, section: string, view: RecordView): string {
  const below = recordPath(view);
  return below ? `/companies/${companyId}/${section}/${below}` : `/companies/${companyId}/${section}`;
}

/** The query form of a view over the list's own query (its filters stay). */
export function recordQuery(view: RecordView, listSearch: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(listSearch);
  for (const key of RECORD_QUERY_KEYS) next.delete(key);
  if (view.kind === 'list') return next;
  next.set('record', view.kind === 'create' ? NEW : String(view.id));
  if (view.kind === 'record' && view.mode) next.set('mode', view.mode);
  if (view.tab) next.set('tab', view.tab);
  return next;
}

/**
 * Where closing a view leads (SPEC §2): a mode back to showing the record, showing or creating back
 * to the list; in a section whose records have no showing state (addresses), everything to the list.
 */
export function parentView(view: RecordView, showing = true): RecordView {
  return showing && view.kind === 'record' && view.mode !== null ? { kind: 'record', id: view.id, mode: null, tab: null } : LIST_VIEW;
}

/** A tab the section knows, else its first (SPEC §2: the reference form's tabs start at project). */
export function tabOf<Tab extends string>(view: RecordView, tabs: readonly Tab[]): Tab {
  const tab = view.kind === 'list' ? null : view.tab;
  return (tabs as readonly string[]).includes(tab ?? '') ? (tab as Tab) : tabs[0];
}
