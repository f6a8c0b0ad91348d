import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { offerPackPdf, pdfBuffer, winAnsi, type OfferPackPdfInput } from '../../server/modules/offerPacks/pdf';

/** The text a PDF's uncompressed content streams show: each TJ array's hex strings, decoded as WinAnsi (Latin-1 for these letters). */
function shownText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/g)) {
    lines.push([...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}

const input = (overrides: Partial<OfferPackPdfInput> = {}): OfferPackPdfInput => ({
  companyName: 'Rakennus Virtanen Oy',
  companyRegistrationNumber: '2900000-4',
  packName: 'Koulut ja päiväkodit 2026',
  createdOn: '2026-11-25',
  references: [
    {
      title: 'Hämeenlinnan yhtenäiskoulun peruskorjaus',
      clientName: 'Hämeenlinnan kaupunki',
      clientRegistrationNumber: '0139797-8',
      workStartDate: '2023-04-01',
      workEndDate: '2024-08-15',
      totalBillingEuros: 4_250_000,
      description: 'Koulun perusparannus ja laajennus, työmaan kosteudenhallinta Kuivaketju10:n mukaan.',
      role: 'Pääurakoitsija',
      industries: ['1.2 Julkiset rakennukset', '4.1 Korjausrakentaminen'],
    },
    {
      title: 'Päiväkoti Mäntyrinne',
      clientName: null,
      workStartDate: null,
      workEndDate: '2022-12-31',
      totalBillingEuros: null,
      description: null,
      role: null,
      industries: [],
    },
  ],
  ...overrides,
});

describe('offer pack PDF', () => {
  it('is a PDF with the cover and each reference’s texts, Finnish letters and euros included', async () => {
    const pdf = await pdfBuffer(offerPackPdf(input(), { compress: false }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = shownText(pdf);
    for (const expected of [
      'Referenssikooste',
      'Koulut ja päiväkodit 2026',
      'Rakennus Virtanen Oy',
      '2 referenssiä · 25.11.2026',
      'Hämeenlinnan yhtenäiskoulun peruskorjaus',
      'Hämeenlinnan kaupunki (0139797-8)',
      '01.04.2023 – 15.08.2024',
      '4\u00a0250\u00a0000\u00a0€',
      'Pääurakoitsija',
      '1.2 Julkiset rakennukset, 4.1 Korjausrakentaminen',
      'Päiväkoti Mäntyrinne',
      '– 31.12.2022',
    ]) {
      // WinAnsi's € (0x80) and – (0x96) as Unicode.
      expect(text.replace(/\x80/g, '€').replace(/\x96/g, '–')).toContain(expected);
    }
    // Three pages: the cover and one per reference.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
  });

  it('places a reference’s default image and survives one it cannot read', async () => {
    const image = await sharp({ create: { width: 80, height: 40, channels: 3, background: { r: 20, g: 120, b: 60 } } }).jpeg().toBuffer();
    const withImage = input();
    withImage.references[0].image = image;
    withImage.references[1].image = Buffer.from('ei kuva');
    const pdf = await pdfBuffer(offerPackPdf(withImage));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });

  it('spells what WinAnsi lacks with what it has', () => {
    expect(winAnsi('\u22121\u00a0234 € – ä ö å Ω')).toBe('-1\u00a0234 € – ä ö å ?');
  });
});
