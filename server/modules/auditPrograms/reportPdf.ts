/**
 * The audit report as an A4 PDF (issue 21; pdfkit, as the board's documents): the company, the
 * certificate and audit kinds, the auditors and dates, the status and the master auditor's review,
 * then each of the 16 sections with its questions' answers and observations, and the programme's
 * deviations. The caller gives what the reader may see (the company's view hides the review texts).
 */
import PDFDocument from 'pdfkit';
import type { AuditReport } from '../../../src/domain/api/auditReport';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { formatDate } from '../../../src/domain/formats';
import { winAnsi } from '../offerPacks';

const MARGIN = 56;

export interface ReportPdfInput {
  report: AuditReport;
  program: {
    primary_auditor: string | null;
    secondary_auditor: string | null;
    planned_start_date: string | null;
    start_date: string | null;
  };
  deviations: Array<{ id: number; severity_id: number; status_id: number; description: string; taken_action: string | null; due: string; question: string | null }>;
}

const named = (list: string, id: number | null) => (id === null ? '–' : (DESCRIBABLES[list]?.find((row) => row.id === id)?.shortDescription ?? String(id)));
const day = (value: string | null) => (value ? formatDate(value) : '–');

export function auditReportPdf(input: ReportPdfInput): PDFKit.PDFDocument {
  const { report, program, deviations } = input;
  const title = `Auditointiraportti – ${report.companyName}`;
  const doc = new PDFDocument({ compress: true, size: 'A4', margin: MARGIN, info: { Title: winAnsi(title), Author: 'Pätevä', Creator: 'Pätevä' }, lang: 'fi-FI', displayTitle: true });
  const heading = (text: string, size = 12) => doc.font('Helvetica-Bold').fontSize(size).fillColor('#000000').text(winAnsi(text), { paragraphGap: 4 });
  const line = (label: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') return;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(winAnsi(`${label}: `), { continued: true });
    doc.font('Helvetica').text(winAnsi(value), { paragraphGap: 2 });
  };

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(winAnsi(title));
  doc.moveDown(0.5);
  line('Sertifikaatti', named('certificate-kinds', report.certificateTypeId));
  line('Auditointi', named('audit-kinds', report.auditKindId));
  line('Pääauditoija', program.primary_auditor ?? '–');
  line('Toinen auditoija', program.secondary_auditor);
  line('Suunniteltu alkamispäivä', day(program.planned_start_date));
  line('Alkamispäivä', program.start_date ? day(program.start_date) : null);
  line('Raportin tila', named('report-statuses', report.statusId));
  line('Lähetetty yritykselle', report.sentAt ? day(report.sentAt) : null);
  line('Tarkastusta pyydetty', report.reviewAskedAt ? day(report.reviewAskedAt) : null);
  line('Tarkastettu', report.reviewedAt ? `${day(report.reviewedAt)}${report.reviewerName ? `, ${report.reviewerName}` : ''}` : null);
  line('Tarkastajan kommentti', report.reviewerComment);
  line('Valmistunut', report.finishedAt ? day(report.finishedAt) : null);
  line('Auditoijan kommentti', report.auditorComment);
  line('Yrityksen kommentti', report.companyComment);
  doc.moveDown(1);

  for (const section of report.sections) {
    heading(`${section.sectionId}. ${section.name}`, 13);
    if (section.selfEvaluation) line('Yrityksen itsearvio', `${section.selfEvaluation.score ?? '–'}/5${section.selfEvaluation.comment ? ` – ${section.selfEvaluation.comment}` : ''}`);
    if (section.auditorScore !== null) line('Auditoijan pisteet (keskiarvo)', `${String(section.auditorScore).replace('.', ',')}/5`);
    if (!section.questions.length) doc.font('Helvetica-Oblique').fontSize(10).fillColor('#444444').text('Ei kysymyksiä.');
    for (const question of section.questions) {
      doc.moveDown(0.3);
      doc.font('Helvetica-Bold').fontSize(10.5).fillColor('#000000').text(winAnsi(question.text), { paragraphGap: 2 });
      doc.font('Helvetica').fontSize(10).fillColor('#000000').text(winAnsi(question.answer.answer || '(ei vastausta)'), { paragraphGap: 2 });
      line('Vahvuudet', question.observation.strengths);
      line('Kehityskohteet', question.observation.developmentAreas);
      if (question.observation.score !== null) line('Pisteet', `${question.observation.score}/5`);
      if (question.observation.hasDeviation) line('Poikkeama', 'kyllä');
      line('Tarkastajan kommentti', question.answer.reviewerComment);
    }
    doc.moveDown(0.8);
  }

  heading('Poikkeamat', 13);
  if (!deviations.length) doc.font('Helvetica').fontSize(10).text('Ei poikkeamia.');
  for (const deviation of deviations) {
    doc.moveDown(0.3);
    doc.font('Helvetica-Bold').fontSize(10.5).text(winAnsi(`${named('deviation-severities', deviation.severity_id)} poikkeama – ${named('deviation-statuses', deviation.status_id)}`));
    if (deviation.question) line('Kysymys', deviation.question);
    doc.font('Helvetica').fontSize(10).text(winAnsi(deviation.description), { paragraphGap: 2 });
    line('Korjattava viimeistään', day(deviation.due));
    line('Korjaava toimenpide', deviation.taken_action);
  }
  doc.end();
  return doc;
}
