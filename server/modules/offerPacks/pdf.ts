/**
 * An offer pack as one PDF (pdfkit): a cover with the company's and the pack's names, then one
 * page per reference with its texts (title, client, dates, billing in the Finnish money format,
 * description, role, industries) and its default image. The input is plain data, so the layout is
 * tested without a database. pdfkit's standard Helvetica is WinAnsi-encoded: Finnish ä, ö, å and
 * € are in it; characters outside it are replaced before writing (see `winAnsi`).
 */
import PDFDocument from 'pdfkit';
import { formatDate, formatMoney } from '../../../src/domain/formats';

export interface OfferPackPdfReference {
  title: string;
  clientName: string | null;
  clientRegistrationNumber?: string | null;
  workStartDate: string | null;
  workEndDate: string | null;
  /** Whole euros (already in euros, whatever unit it was entered in); null: not given. */
  totalBillingEuros: number | null;
  description: string | null;
  /** The company's role in the work (e.g. Pääurakoitsija). */
  role: string | null;
  /** Classification industries the reference shows, as "2.1.3 Asuinrakennukset". */
  industries: string[];
  /** The default image (JPEG or PNG as stored, e.g. its md size); null: none. */
  image?: Buffer | null;
}

export interface OfferPackPdfInput {
  companyName: string;
  companyRegistrationNumber?: string | null;
  packName: string;
  /** The day the PDF is made (shown on the cover). */
  createdOn: string | Date;
  references: OfferPackPdfReference[];
}

/** Characters WinAnsi (Windows-1252) lacks, spelled with ones it has: fi-FI money uses U+2212 minus and no-break spaces. */
export function winAnsi(text: string): string {
  return text
    .replace(/[\u2212\u2010\u2011]/g, '-')
    .replace(/[\u202f\u2007]/g, '\u00a0')
    // oxlint-disable-next-line no-control-regex -- the range is Latin-1 as a whole, kept as is
    .replace(/[^\u0000-\u00ff\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178]/g, '?');
}

const MARGIN = 56;

const dateRange = (start: string | null, end: string | null) => {
  if (!start && !end) return null;
  return `${start ? formatDate(start) : ''} – ${end ? formatDate(end) : ''}`.trim();
};

function labelled(doc: PDFKit.PDFDocument, label: string, value: string | null | undefined): void {
  if (!value) return;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#444444').text(winAnsi(label));
  doc.font('Helvetica').fontSize(11).fillColor('#000000').text(winAnsi(value), { paragraphGap: 6 });
}

function cover(doc: PDFKit.PDFDocument, input: OfferPackPdfInput): void {
  doc.moveDown(8);
  doc.font('Helvetica').fontSize(14).fillColor('#444444').text('Referenssikooste', { align: 'center' });
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(26).fillColor('#000000').text(winAnsi(input.packName), { align: 'center' });
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(18).text(winAnsi(input.companyName), { align: 'center' });
  if (input.companyRegistrationNumber) doc.fontSize(12).fillColor('#444444').text(winAnsi(`Y-tunnus ${input.companyRegistrationNumber}`), { align: 'center' });
  doc.moveDown(2);
  const count = input.references.length;
  doc.fontSize(12).fillColor('#444444').text(winAnsi(`${count} ${count === 1 ? 'referenssi' : 'referenssiä'} · ${formatDate(input.createdOn)}`), { align: 'center' });
}

function referencePage(doc: PDFKit.PDFDocument, reference: OfferPackPdfReference, index: number, total: number): void {
  doc.addPage();
  doc.font('Helvetica').fontSize(9).fillColor('#666666').text(`Referenssi ${index + 1}/${total}`);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(winAnsi(reference.title), { paragraphGap: 10 });
  if (reference.image) {
    try {
      const width = doc.page.width - 2 * MARGIN;
      doc.image(reference.image, { fit: [width, 260], align: 'center' });
      doc.moveDown(0.5);
    } catch {
      // An image pdfkit cannot read is left out; the texts still make the page.
    }
  }
  const client = [reference.clientName, reference.clientRegistrationNumber ? `(${reference.clientRegistrationNumber})` : null].filter(Boolean).join(' ');
  labelled(doc, 'Tilaaja', client || null);
  labelled(doc, 'Toteutus', dateRange(reference.workStartDate, reference.workEndDate));
  labelled(doc, 'Laskutus', reference.totalBillingEuros === null ? null : formatMoney(reference.totalBillingEuros));
  labelled(doc, 'Rooli', reference.role);
  labelled(doc, 'Toimialat', reference.industries.length ? reference.industries.join(', ') : null);
  labelled(doc, 'Kuvaus', reference.description);
}

/** The whole PDF as one document stream; pipe it to the answer (or collect it with `pdfBuffer`). */
export function offerPackPdf(input: OfferPackPdfInput, options: { compress?: boolean } = {}): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    compress: options.compress ?? true,
    size: 'A4',
    margin: MARGIN,
    info: { Title: winAnsi(`${input.packName} – ${input.companyName}`), Author: winAnsi(input.companyName), Creator: 'Pätevä' },
    lang: 'fi-FI',
    displayTitle: true,
  });
  cover(doc, input);
  input.references.forEach((reference, index) => referencePage(doc, reference, index, input.references.length));
  doc.end();
  return doc;
}

/** The document's bytes (tests, small packs). */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
