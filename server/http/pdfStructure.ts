/**
 * Whether a file that begins `%PDF-` is built as a PDF (issue 18 #5): a file that goes on as HTML
 * or anything else after the signature is refused, not stored as a PDF. No PDF parser is among the
 * kept packages, so this checks the file's frame as PDF 2.0 (ISO 32000-2) 7.5 lays it out, as far
 * as a viewer needs it to open the file at all: indirect objects (`n g obj … endobj`), a trailer or a
 * cross-reference stream that names the document catalog (`/Root n g R`), and the end-of-file
 * marker within the last 1024 bytes (7.5.5; readers look for it there). Cross-reference offsets
 * are not checked: viewers rebuild a wrong table, and so many real files have one.
 */

/** The bytes of the end a reader searches for `%%EOF`. */
const TAIL_BYTES = 1024;

export function isPdfStructure(content: Buffer): boolean {
  // latin1 maps each byte to one character, so binary streams cannot break the patterns.
  const text = content.toString('latin1');
  if (!text.startsWith('%PDF-')) return false;
  if (!text.slice(-TAIL_BYTES).includes('%%EOF')) return false;
  if (!/(^|[\s>\]])\d+\s+\d+\s+obj\b[\s\S]*?\bendobj\b/.test(text)) return false;
  return /\/Root\s+\d+\s+\d+\s+R\b/.test(text);
}
