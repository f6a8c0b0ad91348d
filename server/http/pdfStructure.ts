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

/** An indirect object's header (`12 0 obj`): bounded counts, so a long run of digits or spaces stays linear. */
const OBJECT_HEADER = /(?<![0-9])[0-9]{1,10}\s{1,20}[0-9]{1,5}\s{1,20}obj(?![A-Za-z])/;
/** The catalog named by a trailer or a cross-reference stream's dictionary. */
const ROOT_REFERENCE = /\/Root\s{0,20}[0-9]{1,10}\s{1,20}[0-9]{1,5}\s{1,20}R(?![A-Za-z])/;

export function isPdfStructure(content: Buffer): boolean {
  // latin1 maps each byte to one character, so binary streams cannot break the patterns.
  const text = content.toString('latin1');
  if (!text.startsWith('%PDF-')) return false;
  if (!text.slice(-TAIL_BYTES).includes('%%EOF')) return false;
  const object = OBJECT_HEADER.exec(text);
  if (!object || !text.includes('endobj', object.index + object[0].length)) return false;
  return ROOT_REFERENCE.test(text);
}
