/**
 * The company restructuring wizard's state (SPEC §2, §3 "Company restructuring selection", §4): it runs
 * from 'selectCompany' to 'success'; reaching 'success' clears the selection; clear resets everything.
 * A pure reducer, so the rules are tested without a browser (test/unit/companyRestructuring.test.ts).
 *
 * "Move from" is the company that ends (its data moves out and it is marked merged); "to be moved" is
 * the company the data is moved to, which receives it and goes on (docs/decisions.md).
 */

export const RESTRUCTURING_STEPS = ['selectCompany', 'selectContent', 'preview', 'document', 'confirm', 'success'] as const;
export type RestructuringStep = (typeof RESTRUCTURING_STEPS)[number];

/** What moves besides the qualifications' industries (SPEC's mergeData): ids of the old company's records. */
export interface MergeData {
  referenceIds: number[];
  personIds: number[];
  certificateIds: number[];
  applicationIds: number[];
  /** The uploaded merger confirmation document (company document type 17). */
  mergerDocument: { id: number; name: string } | null;
}

/** SPEC §3 Company restructuring selection. */
export interface RestructuringSelection {
  searchCompanyToMoveFrom: string;
  companyIdToMoveFrom: number | null;
  companyNameToMoveFrom: string;
  searchCompanyToBeMoved: string;
  companyIdToBeMoved: number | null;
  companyNameToBeMoved: string;
  selectedIndustries: number[];
  mergeData: MergeData;
}

export interface RestructuringState {
  step: RestructuringStep;
  selection: RestructuringSelection;
  /** What the last real run moved, shown on 'success' after the selection is cleared. */
  done: { id: number; from: string; to: string } | null;
}

export type MergeList = 'referenceIds' | 'personIds' | 'certificateIds' | 'applicationIds';
export type CompanySide = 'moveFrom' | 'beMoved';

export type RestructuringEvent =
  | { type: 'search'; side: CompanySide; text: string }
  | { type: 'pick'; side: CompanySide; id: number | null; name: string }
  | { type: 'toggle'; list: MergeList | 'selectedIndustries'; id: number }
  | { type: 'setList'; list: MergeList | 'selectedIndustries'; ids: readonly number[] }
  | { type: 'document'; document: { id: number; name: string } | null }
  | { type: 'goTo'; step: RestructuringStep }
  | { type: 'success'; id: number }
  | { type: 'clear' };

export const emptyMergeData = (): MergeData => ({ referenceIds: [], personIds: [], certificateIds: [], applicationIds: [], mergerDocument: null });

export const emptySelection = (): RestructuringSelection => ({
  searchCompanyToMoveFrom: '',
  companyIdToMoveFrom: null,
  companyNameToMoveFrom: '',
  searchCompanyToBeMoved: '',
  companyIdToBeMoved: null,
  companyNameToBeMoved: '',
  selectedIndustries: [],
  mergeData: emptyMergeData(),
});

export const initialRestructuringState = (): RestructuringState => ({ step: 'selectCompany', selection: emptySelection(), done: null });

/** Both companies picked, and not the same one. */
export const companiesChosen = (s: RestructuringSelection) =>
  s.companyIdToMoveFrom !== null && s.companyIdToBeMoved !== null && s.companyIdToMoveFrom !== s.companyIdToBeMoved;

/** The steps the wizard may stand on with this selection: each step needs what the earlier ones give. */
export function reachable(step: RestructuringStep, s: RestructuringSelection): boolean {
  switch (step) {
    case 'selectCompany':
      return true;
    case 'selectContent':
    case 'preview':
    case 'document':
      return companiesChosen(s);
    case 'confirm':
      return companiesChosen(s) && s.mergeData.mergerDocument !== null;
    case 'success':
      // Only the 'success' event enters it (after the real run).
      return false;
  }
}

const toggled = (ids: readonly number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
const unique = (ids: readonly number[]) => [...new Set(ids)];

export function restructuringReducer(state: RestructuringState, event: RestructuringEvent): RestructuringState {
  const s = state.selection;
  switch (event.type) {
    case 'search':
      return {
        ...state,
        selection: event.side === 'moveFrom' ? { ...s, searchCompanyToMoveFrom: event.text } : { ...s, searchCompanyToBeMoved: event.text },
      };
    case 'pick': {
      // Another company makes the earlier choices of what moves meaningless: they are emptied.
      const picked =
        event.side === 'moveFrom'
          ? { ...s, companyIdToMoveFrom: event.id, companyNameToMoveFrom: event.id === null ? '' : event.name }
          : { ...s, companyIdToBeMoved: event.id, companyNameToBeMoved: event.id === null ? '' : event.name };
      const same = event.side === 'moveFrom' ? s.companyIdToMoveFrom === event.id : s.companyIdToBeMoved === event.id;
      const selection = same ? picked : { ...picked, selectedIndustries: [], mergeData: emptyMergeData() };
      return { ...state, step: 'selectCompany', selection };
    }
    case 'toggle':
      if (event.list === 'selectedIndustries') return { ...state, selection: { ...s, selectedIndustries: toggled(s.selectedIndustries, event.id) } };
      return { ...state, selection: { ...s, mergeData: { ...s.mergeData, [event.list]: toggled(s.mergeData[event.list], event.id) } } };
    case 'setList':
      if (event.list === 'selectedIndustries') return { ...state, selection: { ...s, selectedIndustries: unique(event.ids) } };
      return { ...state, selection: { ...s, mergeData: { ...s.mergeData, [event.list]: unique(event.ids) } } };
    case 'document':
      return { ...state, selection: { ...s, mergeData: { ...s.mergeData, mergerDocument: event.document } } };
    case 'goTo':
      return reachable(event.step, s) ? { ...state, step: event.step } : state;
    case 'success':
      // SPEC §4: reaching 'success' clears the selection data.
      return { step: 'success', selection: emptySelection(), done: { id: event.id, from: s.companyNameToMoveFrom, to: s.companyNameToBeMoved } };
    case 'clear':
      return initialRestructuringState();
  }
}

/** The request body of the selection (POST /company-restructurings), snake_case as SPEC §7 writes bodies. */
export function restructuringBody(s: RestructuringSelection, dryRun: boolean) {
  return {
    company_id_to_move_from: s.companyIdToMoveFrom ?? 0,
    company_id_to_be_moved: s.companyIdToBeMoved ?? 0,
    selected_industries: s.selectedIndustries,
    reference_ids: s.mergeData.referenceIds,
    person_ids: s.mergeData.personIds,
    certificate_ids: s.mergeData.certificateIds,
    application_ids: s.mergeData.applicationIds,
    merger_document_id: s.mergeData.mergerDocument?.id ?? null,
    dry_run: dryRun,
  };
}
