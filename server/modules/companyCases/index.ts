/** The company cases module's public face (issue 22 §1): its routes, the case reminders and the PRH watch for the job queue. */
export { companyCaseRoutes } from './routes';
export { companyStatusRoutes } from './statusRoutes';
export { sendCaseReminders } from './reminders';
export { watchPrh } from './prhWatch';
