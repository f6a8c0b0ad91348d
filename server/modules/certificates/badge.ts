/**
 * The embeddable badge (GET /api/public/certificates/{number}/badge.svg): the certificate's number
 * and its current status in a small SVG, readable by a screen reader (role img, title). Colours
 * meet WCAG AA contrast with white text.
 */
import { CERTIFICATE_STATUS_LABELS, type CertificateStatus } from '../../../src/domain/certificateStatus';

const COLOURS: Record<CertificateStatus, string> = {
  valid: '#1b5e20',
  notYetValid: '#0d47a1',
  suspended: '#8a4b00',
  expired: '#555555',
  withdrawn: '#b71c1c',
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Roughly the width of the text at 11 px (Verdana-like): wide enough, never cut. */
const widthOf = (text: string) => Math.ceil(text.length * 7 + 16);

export function certificateBadge(number: string, status: CertificateStatus): string {
  const left = `Pätevä ${number}`;
  const right = CERTIFICATE_STATUS_LABELS[status];
  const leftWidth = widthOf(left);
  const rightWidth = widthOf(right);
  const width = leftWidth + rightWidth;
  const label = escapeXml(`${left}: ${right}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="22" role="img" aria-label="${label}">
<title>${label}</title>
<rect width="${leftWidth}" height="22" fill="#263238"/>
<rect x="${leftWidth}" width="${rightWidth}" height="22" fill="${COLOURS[status]}"/>
<g fill="#ffffff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle">
<text x="${leftWidth / 2}" y="15">${escapeXml(left)}</text>
<text x="${leftWidth + rightWidth / 2}" y="15">${escapeXml(right)}</text>
</g>
</svg>
`;
}
