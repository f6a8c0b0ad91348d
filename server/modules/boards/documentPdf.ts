/**
 * Draws a board document (src/domain/boardMinutes.ts: the minutes or a decision extract) as an A4
 * PDF: the title and the lines under it, then each section, numbered "§ n" in the minutes, and a
 * footer line. Only the drawing is here; what the document says is decided in the domain.
 */
import PDFDocument from 'pdfkit';
import type { BoardDocument } from '../../../src/domain/boardMinutes';
import { winAnsi } from '../offerPacks';

const MARGIN = 56;

export function boardDocumentPdf(document: BoardDocument, options: { compress?: boolean } = {}): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    compress: options.compress ?? true,
    size: 'A4',
    margin: MARGIN,
    info: { Title: winAnsi(document.title), Author: winAnsi(document.subtitle[0] ?? 'Pätevä'), Creator: 'Pätevä' },
    lang: 'fi-FI',
    displayTitle: true,
  });
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(winAnsi(document.title));
  doc.font('Helvetica').fontSize(11).fillColor('#444444');
  for (const line of document.subtitle) doc.text(winAnsi(line));
  doc.moveDown(1);
  document.sections.forEach((section, index) => {
    const heading = document.numbered ? `§ ${index + 1} ${section.heading}` : section.heading;
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(winAnsi(heading), { paragraphGap: 4 });
    doc.font('Helvetica').fontSize(10.5);
    for (const paragraph of section.paragraphs) doc.text(winAnsi(paragraph), { paragraphGap: 3 });
    doc.moveDown(0.8);
  });
  if (document.footer) doc.font('Helvetica-Oblique').fontSize(10).fillColor('#444444').text(winAnsi(document.footer));
  doc.end();
  return doc;
}

/** The PDF's bytes (e.g. for a mail's attachment). */
export function documentBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
