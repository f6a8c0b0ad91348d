/** The companies module's public face: what the app and other modules use of it; the rest is its own. */
export { companyAdminEmails, companyNoticeRecipients } from './adminEmails';
export { joinDecisionMail, joinRequestMail } from './mails';
export { insertPrhAddresses } from './prhAddresses';
export { companyRoutes } from './routes';
export { companySearchText } from './searchText';
