/** The certificates module's public face: what the app and other modules use of it; the rest is its own. */
export { certificateRoutes } from './routes';
export { certificateRegistryRoutes } from './registryRoutes';
export { issueCertificate, issueForApplication, type IssueCertificateInput, type IssuedCertificate } from './issue';
export { sendCertificateReminders, type ReminderContext } from './reminders';
