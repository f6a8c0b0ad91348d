/** The boards module's public face (issue 20): its routes; the rest is its own. */
export { boardRoutes } from './routes';
export { meetingReminderRoutes } from './remindRoutes';
export { sendMeetingRenewalReminders } from './renewalReminders';
export { boardDecisionRoutes } from './decisionRoutes';
export { boardCloseRoutes } from './closeRoutes';
