/**
 * SPEC §2 References: page states listing, creating, showing, editing, deleting; the form's tabs
 * start at "project". Pure, so the page and its tests share it.
 */
export const REFERENCE_TABS = ['project', 'client', 'money', 'roles', 'industries', 'images', 'additional'] as const;
export type ReferenceTab = (typeof REFERENCE_TABS)[number];

/** The declared fields each form tab holds (images is its own tab, not a field). */
export const REFERENCE_TAB_FIELDS: Record<ReferenceTab, readonly string[]> = {
  project: ['title', 'projectId', 'referenceTypeId', 'statusId', 'orderNumber', 'workDescription', 'address'],
  client: ['clientName', 'clientRegistrationNumber', 'contractorContactPersonId'],
  money: ['workStartDate', 'workEndDate', 'duration', 'totalBilling', 'totalBillingUnitId', 'subcontractorDegree', 'subcontractorAmount'],
  roles: ['companyRoleId', 'lifecyclePhaseId', 'planningTypeId', 'contractTypeId', 'sectorId', 'taskId', 'subtaskId', 'specificationId', 'complexity', 'visibilityTypeId'],
  industries: ['expertises'],
  images: [],
  additional: ['level1EvaluationDate', 'level2EvaluationDate', 'level3EvaluationDate', 'additionalInfo'],
};

export type ReferencesPageState =
  | { mode: 'listing' }
  | { mode: 'creating'; tab: ReferenceTab }
  | { mode: 'showing'; id: number }
  | { mode: 'editing'; id: number; tab: ReferenceTab }
  | { mode: 'deleting'; id: number };

export type ReferencesPageAction =
  | { type: 'list' }
  | { type: 'create' }
  | { type: 'show'; id: number }
  | { type: 'edit'; id: number; tab?: ReferenceTab }
  | { type: 'delete'; id: number }
  | { type: 'tab'; tab: ReferenceTab };

export const REFERENCES_LISTING: ReferencesPageState = { mode: 'listing' };

export function referencesPageReducer(state: ReferencesPageState, action: ReferencesPageAction): ReferencesPageState {
  switch (action.type) {
    case 'list':
      return REFERENCES_LISTING;
    case 'create':
      return { mode: 'creating', tab: 'project' };
    case 'show':
      return { mode: 'showing', id: action.id };
    case 'edit':
      return { mode: 'editing', id: action.id, tab: action.tab ?? 'project' };
    case 'delete':
      return { mode: 'deleting', id: action.id };
    case 'tab':
      return state.mode === 'creating' || state.mode === 'editing' ? { ...state, tab: action.tab } : state;
  }
}
