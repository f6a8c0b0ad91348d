/**
 * Certificate audit codes (issue 21; lookup lists of the same numbers in describables.ts). Apart
 * from codes.ts so that the sign-in pages' entry chunk, which loads codes.ts, does not carry them.
 */
export const AuditKind = { initial: 1, firstSurveillance: 2, secondSurveillance: 3, recertification: 4 } as const;
export const AuditProgramStatus = { planned: 1, confirmed: 2, inProgress: 3, finished: 4, cancelled: 5 } as const;
/** SPEC §4 report in progress / draft / accepted / ready ('report-statuses'). */
export const AuditReportStatus = { inProgress: 1, draft: 2, accepted: 3, ready: 4 } as const;
/** SPEC §4 deviation in progress / ready / accepted-fixed, default in progress ('deviation-statuses'). */
export const DeviationStatus = { inProgress: 1, ready: 2, acceptedFixed: 3 } as const;
export const DeviationSeverity = { light: 1, serious: 2 } as const;
export const AuditorConflictType = { consulting: 1, employment: 2, family: 3, other: 4 } as const;
/** SPEC §2 certificate plan types: the certificate kinds audited (quality, environment, safety, moisture). */
export const AUDITED_CERTIFICATE_KINDS = [2, 5, 20, 23] as const;
/** SPEC §3: the 16 evaluation report sections, 1–16 in order ('evaluation-report-sections'). */
export const EVALUATION_REPORT_SECTION_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] as const;

