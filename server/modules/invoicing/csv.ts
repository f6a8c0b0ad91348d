/** The invoicing basis as CSV for the accounting import: `;`, decimal commas, CRLF, UTF-8 with a BOM (as the auditor costs' CSV). */
import { BASIS_CSV_HEADER, KIND_LABELS, type InvoicingBasis } from '../../../src/domain/invoicing';

const cell = (value: string | number | null): string => {
  const text = value === null ? '' : typeof value === 'number' ? String(value).replace('.', ',') : value;
  // A cell a spreadsheet would read as a formula starts with an apostrophe.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value !== 'number' ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function basisCsv(basis: InvoicingBasis): string {
  const lines = [BASIS_CSV_HEADER.join(';')];
  for (const company of basis.companies) {
    for (const row of company.rows) {
      lines.push(
        [
          company.registrationNumber,
          company.companyName,
          company.einvoiceAddress,
          company.operatorId,
          row.key,
          KIND_LABELS[row.kind],
          row.description,
          row.billingDate,
          row.periodFrom,
          row.periodTo,
          row.productCode,
          row.quantity,
          row.unit,
          row.unitPrice.toFixed(2),
          row.vatPercentage,
          row.net.toFixed(2),
          row.vat.toFixed(2),
          row.gross.toFixed(2),
        ]
          .map((value) => cell(typeof value === 'string' && /^\d+\.\d\d$/.test(value) ? value.replace('.', ',') : value))
          .join(';'),
      );
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
