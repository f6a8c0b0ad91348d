/**
 * The certificate audits module's public face (issue 21): each part's routes (programmes, report,
 * deviations, self-evaluation, costs) are exported here, one line each, and registered by
 * server/moduleRoutes.ts; `programAccess` is what every part reads a programme through.
 */
export { programAccess, isProgramStaff, requireProgramAuditor, seesProgramsOf, PROGRAM_NOT_FOUND } from './programAccess';
export type { ProgramAccess, ProgramCore, ProgramRoles } from './programAccess';
export { completeReportIfReady, openSeriousDeviations, SERIOUS_DEVIATION_OPEN } from './reportCompletion';
export { auditQuestionRoutes } from './questionsRoutes';
export { auditReportRoutes } from './reportRoutes';
export { auditProgramRoutes } from './programsRoutes';
export { planCycleForCertificate } from './cycle';
export { deviationRoutes } from './deviationRoutes';
export { sendDeviationReminders } from './deviationReminders';
export { selfEvaluationRoutes } from './selfEvaluationRoutes';
export { auditorCostRoutes } from './costsRoutes';
export { auditorConflictRoutes } from './conflictsRoutes';
export { auditorContactRoutes } from './contactsRoutes';
