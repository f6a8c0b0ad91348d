/** Files for upload tests: real PNG, JPEG and PDF bytes, and the things that pretend to be them. */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

export const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } }).png().toBuffer();

/** A JPEG 60×20 as stored, with EXIF orientation 6 (shown turned 90°: 20×60) and a camera model in its metadata. */
export const rotatedJpeg = () =>
  sharp({ create: { width: 60, height: 20, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Model: 'Salainen kamera' } } })
    .toBuffer();

export const pdf = (extra = '') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra}>> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

/** A PDF as a PDF writer makes it: a page of text in a compressed stream, fonts, a cross-reference table. */
export const writtenPdf = () =>
  new Promise<Buffer>((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.fontSize(14).text('Tilinpäätös 2025: tase ja tuloslaskelma.');
    document.end();
  });

/** Files that begin with the PDF signature and are not PDFs (issue 18 #5): a page, text, a PDF cut short. */
export const notPdfs = (): Array<[string, Buffer]> => [
  ['HTML', Buffer.from(`%PDF-1.7\n${html().toString()}`)],
  ['teksti', Buffer.from('%PDF-1.4\nTämä ei ole PDF vaan tekstiä.\n')],
  ['katkaistu', pdf().subarray(0, 60)],
];

export const html = () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
export const svg = () => Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; content: Buffer; type?: string };
}

/** A multipart/form-data body as a browser writes it. */
export function multipartBody(parts: Part[], boundary = `----pateva${Math.random().toString(16).slice(2)}`): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.file) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${part.file.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.file.content, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
