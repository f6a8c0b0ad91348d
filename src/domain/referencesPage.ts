/**
 * SPEC §2 References: the form's tabs, starting at "project", and the fields each holds. The page
 * states (listing, creating, showing, editing) are addresses (src/domain/recordRoutes.ts); deleting
 * is the question asked over the reference shown.
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
