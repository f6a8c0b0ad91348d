/** The boards module's public face (issue 20): its routes; the rest is its own. */
export { boardRoutes } from './routes';
export { meetingReminderRoutes } from './remindRoutes';
export { sendMeetingRenewalReminders } from './renewalReminders';
export { boardDecisionRoutes } from './decisionRoutes';
export { boardDocumentRoutes } from './documentsRoutes';
/** For the decision notice (issue 20): an item's päätösote as PDF bytes to attach to the company's mail. */
export { decisionExtractPdf } from './documents';
export { boardCloseRoutes } from './closeRoutes';
