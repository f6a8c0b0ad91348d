/** Auditor costs' pages (issue 21): a programme's costs (/audit writes the own row, /office reads) and the office's totals per auditor. */
export { OfficeProgramCostsPage, ProgramCostsPage } from './ProgramCostsPage';
export { AuditorTotalsPage } from './AuditorTotalsPage';
