/** The auditor contacts list (Auditoijat, SPEC §2), in /office and /audit. */
export { AuditorContactsPage } from './AuditorContactsPage';
