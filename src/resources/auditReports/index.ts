/** The audit report's pages (issue 21): the auditor's editor, the office's read-only report, the master auditor's review list. */
export { OfficeReportPage, ReportEditorPage, ReportView } from './ReportEditor';
export { ReviewList } from './ReviewList';
export { SectionScoresTable } from './SectionScoresTable';
