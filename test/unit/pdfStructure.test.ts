/** Issue 18 #5: which files that begin %PDF- are built as PDFs (server/http/pdfStructure.ts). */
import { describe, expect, it } from 'vitest';
import { isPdfStructure } from '../../server/http/pdfStructure';
import { notPdfs, pdf, writtenPdf } from '../support/uploadFixtures';

describe('a PDF built as one', () => {
  it('takes what PDF writers make, and a minimal PDF without a cross-reference table', async () => {
    expect(isPdfStructure(await writtenPdf())).toBe(true);
    expect(isPdfStructure(pdf())).toBe(true);
  });

  it.each(notPdfs())('refuses %s after the signature', (_, content) => {
    expect(isPdfStructure(content)).toBe(false);
  });

  it('refuses an HTML page between a PDF header and trailer-like text without objects', () => {
    expect(isPdfStructure(Buffer.from('%PDF-1.7\n<html><body>x</body></html>\ntrailer << /Root 1 0 R >>\n%%EOF\n'))).toBe(false);
  });

  it('answers at once for a crafted 10 MB file (no backtracking over digits or spaces)', () => {
    for (const filler of ['1', '1 ', '1 0 ', ' ', '/Root 1 0 ']) {
      const crafted = Buffer.from(`%PDF-1.7\n${filler.repeat(Math.floor((10 * 1024 * 1024) / filler.length))}\n%%EOF\n`, 'latin1');
      const started = performance.now();
      expect(isPdfStructure(crafted)).toBe(false);
      expect(performance.now() - started, JSON.stringify(filler)).toBeLessThan(3000);
    }
  });
});
