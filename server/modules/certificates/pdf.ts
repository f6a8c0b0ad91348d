/**
 * A certificate issued by the association as a PDF (issue 20; ISO/IEC 17021-1 8.2 content): the
 * issuer, the company and its location, the public number, the scope or the granted industries,
 * the dates of the decision, the validity, the status when printed, and a QR code that opens the
 * certificate's public page (/rekisteri/todistus/{number}), where its current status always shows.
 * The QR code is drawn as vector squares, so it prints sharp at any size.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { CERTIFICATE_STATUS_LABELS, type CertificateStatus } from '../../../src/domain/certificateStatus';
import { formatDate } from '../../../src/domain/formats';
import { winAnsi } from '../offerPacks';

export interface CertificatePdfInput {
  number: string;
  name: string;
  issuer: string;
  companyName: string;
  businessId: string;
  location: string | null;
  scope: string | null;
  industries: Array<{ symbolicNumber: string; description: string }>;
  decidedAt: string | null;
  validFrom: string | null;
  validUntil: string | null;
  status: CertificateStatus;
  /** The public page's full address, which the QR code holds. */
  verifyUrl: string;
  printedOn: string | Date;
}

const MARGIN = 56;

function qrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  // Four modules of quiet zone on every side, as readers expect.
  const cell = size / (count + 8);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill('#000000').restore();
}

function field(doc: PDFKit.PDFDocument, label: string, value: string | null): void {
  if (!value) return;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#444444').text(winAnsi(label));
  doc.font('Helvetica').fontSize(12).fillColor('#000000').text(winAnsi(value), { paragraphGap: 8 });
}

export function certificatePdf(input: CertificatePdfInput, options: { compress?: boolean } = {}): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    compress: options.compress ?? true,
    size: 'A4',
    margin: MARGIN,
    info: { Title: winAnsi(`${input.name} ${input.number} – ${input.companyName}`), Author: winAnsi(input.issuer), Creator: 'Pätevä' },
    lang: 'fi-FI',
    displayTitle: true,
  });
  doc.font('Helvetica').fontSize(12).fillColor('#444444').text(winAnsi(input.issuer), { align: 'center' });
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(26).fillColor('#000000').text(winAnsi(input.name), { align: 'center' });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(14).text(winAnsi(`Numero ${input.number}`), { align: 'center' });
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(20).text(winAnsi(input.companyName), { align: 'center' });
  doc.font('Helvetica').fontSize(12).fillColor('#444444').text(winAnsi([`Y-tunnus ${input.businessId}`, input.location].filter(Boolean).join(' · ')), { align: 'center' });
  doc.moveDown(2);
  doc.fillColor('#000000');
  field(doc, 'Laajuus', input.scope);
  field(doc, 'Toimialat', input.industries.length ? input.industries.map((i) => `${i.symbolicNumber} ${i.description}`).join('\n') : null);
  field(doc, 'Myönnetty (päätös)', input.decidedAt ? formatDate(input.decidedAt) : null);
  field(doc, 'Voimassa', `${input.validFrom ? formatDate(input.validFrom) : ''} – ${input.validUntil ? formatDate(input.validUntil) : ''}`);
  field(doc, 'Tila tulostettaessa', `${CERTIFICATE_STATUS_LABELS[input.status]} (${formatDate(input.printedOn)})`);
  field(doc, 'Myöntäjä', input.issuer);

  const size = 130;
  const y = doc.page.height - MARGIN - size - 40;
  qrCode(doc, input.verifyUrl, MARGIN, y, size);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#444444')
    .text(winAnsi('Tarkista sertifikaatin voimassaolo ja nykyinen tila julkisesta rekisteristä:'), MARGIN + size + 16, y + 30, { width: doc.page.width - 2 * MARGIN - size - 16 })
    .fillColor('#000000')
    .text(winAnsi(input.verifyUrl), { link: input.verifyUrl, underline: true });
  doc.end();
  return doc;
}
