/**
 * Uploads (docs/conventions.md "Files"): multipart/form-data read through @fastify/multipart with
 * limits, each file's type read from its content (file-type), never from its name or declared type,
 * and only SPEC §3's file types (PDF, JPEG, PNG) that the route accepts. Images are decoded and
 * re-encoded with sharp (turned upright by their EXIF orientation, every metadata block dropped)
 * into the sizes the app shows (IMAGE_SIZES); PDFs are kept as sent, unless they are not built as a
 * PDF past the signature (pdfStructure.ts) or carry active content (JavaScript, launch actions): those
 * are refused. Every refusal is a Finnish 4xx with the
 * field's name in `errors`, never a 500.
 *
 * A route declares `schemas.multipart: defineUpload({ fields, files })` (http/route.ts); its handler
 * gets `upload` (the parsed fields and files) after its access rule has passed, and stores a file with
 * `saveFile` (server/http/files.ts).
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo, type Sharp, type SharpOptions } from 'sharp';
import { z, ZodError, type ZodType } from 'zod';
import { HttpError, unprocessable, zodFieldErrors, type FieldErrors } from './errors';
import { fieldPath, fieldPattern, FieldNameConflict, nestFields } from './formNames';
import { isPdfStructure } from './pdfStructure';

/** SPEC §3's file types. */
export type FileKind = 'pdf' | 'jpeg' | 'png';
export const FILE_KINDS: readonly FileKind[] = ['pdf', 'jpeg', 'png'];
export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png'];
export const KIND_MIME: Record<FileKind, string> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' };
const KIND_LABEL: Record<FileKind, string> = { pdf: 'PDF', jpeg: 'JPEG', png: 'PNG' };
const KIND_EXTENSION: Record<FileKind, string> = { pdf: 'pdf', jpeg: 'jpg', png: 'png' };

/** The image sizes stored beside the re-encoded original: the longest side at most this many pixels. */
export const IMAGE_SIZES = { sm: 320, md: 800, lg: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** Per file, unless the route says less. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** All files of one request together. */
export const MAX_REQUEST_BYTES = 25 * 1024 * 1024;
/** An image larger than this (width × height) is refused before it is decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;
const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 10_000;
const MAX_FILES = 10;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} Mt`;

export const UPLOAD_MESSAGES = {
  notMultipart: 'Lähetä tiedot lomakkeena (multipart/form-data), jossa on tiedosto.',
  malformed: 'Lomakkeen tietoja ei voitu lukea. Yritä lähettää tiedosto uudelleen.',
  missing: 'Valitse tiedosto.',
  empty: 'Tiedosto on tyhjä.',
  tooLarge: (max: number) => `Tiedosto on liian suuri (enintään ${megabytes(max)}).`,
  requestTooLarge: (max: number) => `Tiedostot ovat yhteensä liian suuria (enintään ${megabytes(max)} kerralla).`,
  tooMany: (max: number) => (max === 1 ? 'Lähetä yksi tiedosto kerrallaan.' : `Lähetä enintään ${max} tiedostoa kerrallaan.`),
  notAllowed: (kinds: readonly FileKind[]) =>
    `Tiedoston tyyppi ei ole sallittu. Sallitut tyypit: ${kinds.map((kind) => KIND_LABEL[kind]).join(', ')}.`,
  unknownField: 'Tätä tiedostokenttää ei tunneta.',
  fieldTooLong: 'Kentän arvo on liian pitkä.',
  tooManyFields: 'Lomakkeessa on liian monta kenttää.',
  imageUnreadable: 'Kuvaa ei voitu lukea. Tiedosto voi olla vioittunut.',
  imageTooLarge: `Kuva on liian suuri (enintään ${MAX_IMAGE_PIXELS / 1_000_000} megapikseliä).`,
  pdfBroken: 'Tiedosto ei ole kelvollinen PDF-tiedosto. Tallenna tai tulosta asiakirja uudelleen PDF-muotoon ja lähetä se sitten.',
  pdfActive: 'PDF-tiedosto sisältää ohjelmakoodia tai toimintoja (JavaScript), joita ei sallita. Tallenna tiedosto uudelleen PDF-muodossa ilman niitä.',
};

export interface FileFieldSpec {
  /** The kinds this field takes; anything else is 422. */
  accepts: readonly FileKind[];
  /** Without a file in this field the request is 422 (default true). */
  required?: boolean;
  /** Files in this field at most (default 1). */
  maxCount?: number;
  /** Bytes per file at most (default MAX_FILE_BYTES). */
  maxBytes?: number;
}

export interface UploadSpec<F extends ZodType = ZodType> {
  /**
   * The text fields, by their snake_case names, nested by SPEC §7's bracket names (http/formNames.ts):
   * `name[]` arrives as an array under `name` (a repeated name too), `items[0][name]` as `items: [{ name }]`.
   */
  fields: F;
  /** The file fields, by name; a file inside a list of items by its name without indexes (`files[][file]`). */
  files: Record<string, FileFieldSpec>;
  /** All files together at most (default MAX_REQUEST_BYTES). */
  maxTotalBytes?: number;
}

export const defineUpload = <F extends ZodType>(spec: UploadSpec<F>): UploadSpec<F> => spec;

export interface ImageVariant {
  content: Buffer;
  width: number;
  height: number;
}

export interface UploadedFile {
  /** The file field it came in (the spec's name: `files[][file]` for `files[2][file]`). */
  field: string;
  /** The name as sent (`files[2][file]`): which item of a list the file belongs to (formNames.ts itemIndex). */
  sentName: string;
  /** The name the user's file had (no folders, no control characters), its extension the detected kind's. */
  originalName: string;
  kind: FileKind;
  mimeType: string;
  /** What is stored: a PDF as sent, an image re-encoded. */
  content: Buffer;
  width: number | null;
  height: number | null;
  /** Images only: the smaller sizes. */
  variants: Partial<Record<ImageSize, ImageVariant>>;
}

export interface Upload<F extends ZodType = ZodType> {
  fields: z.output<F>;
  files: Record<string, UploadedFile[]>;
}

/** Registers @fastify/multipart (once, in app.ts): parts are read by the route (readUpload), not before its access rule. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fieldNameSize: 200,
      fieldSize: MAX_FIELD_BYTES,
      fields: MAX_FIELDS,
      fileSize: MAX_FILE_BYTES,
      files: MAX_FILES,
      parts: MAX_FIELDS + MAX_FILES,
      headerPairs: 100,
    },
  });
}

const refuse = (status: number, errors: FieldErrors, message?: string, code?: string) =>
  new HttpError(status, message ?? Object.values(errors)[0]?.[0] ?? UPLOAD_MESSAGES.malformed, code ?? 'validation', errors);


/** The multipart library's and the parser's failures, as Finnish 4xx. */
function multipartFailure(error: unknown, field: string | null, spec: UploadSpec): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  const fieldSpec = field ? spec.files[field] : undefined;
  const key = field ?? 'file';
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refuse(413, { [key]: [UPLOAD_MESSAGES.tooLarge(fieldSpec?.maxBytes ?? MAX_FILE_BYTES)] }, undefined, 'file_too_large');
    case 'FST_FILES_LIMIT':
      return refuse(413, { [key]: [UPLOAD_MESSAGES.tooMany(MAX_FILES)] }, undefined, 'too_many_files');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return refuse(413, { general: [UPLOAD_MESSAGES.tooManyFields] }, undefined, 'too_many_fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, UPLOAD_MESSAGES.notMultipart, 'multipart_required');
    default:
      // Busboy's "Unexpected end of form", a missing boundary, a prototype name, a premature close.
      return new HttpError(400, UPLOAD_MESSAGES.malformed, 'malformed_multipart');
  }
}

/**
 * A file's name as shown and sent back: no folders, no control characters, no bidirectional controls
 * (a right-to-left override shows `kuva\u202Efdp.exe` as `kuvaexe.pdf`), at most 200 characters, the
 * detected kind's extension.
 */
export function cleanFileName(name: string | undefined, kind: FileKind): string {
  const extension = KIND_EXTENSION[kind];
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters, lone surrogates (toWellFormed) and characters a file system refuses.
  const cleaned = last
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    // oxlint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|\ufffd]/g, '')
    // Bidirectional marks, embeddings, overrides and isolates (Unicode 15 UAX #9 table 1, and ALM).
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .replace(/^\.+/, '');
  const stem = cleaned.replace(/\.[^.]*$/, '').trim().slice(0, 190) || 'tiedosto';
  const own = cleaned.match(/\.([^.]+)$/)?.[1]?.toLowerCase();
  // A JPEG may be called .jpeg; any other extension (a PNG named .pdf) becomes the detected one.
  const keep = own === extension || (kind === 'jpeg' && own === 'jpeg');
  return `${stem}.${keep ? own : extension}`;
}

/** The kind read from the content's signature, or null for anything that is not SPEC §3's (SVG, HTML, text …). */
export async function sniffKind(content: Buffer): Promise<FileKind | null> {
  const type = await fileTypeFromBuffer(content);
  if (!type) return null;
  if (type.mime === 'application/pdf') return 'pdf';
  if (type.mime === 'image/jpeg') return 'jpeg';
  // file-type names an animated PNG image/apng: still a PNG; the re-encoding keeps its first frame.
  if (type.mime === 'image/png' || type.mime === 'image/apng') return 'png';
  return null;
}

/**
 * Active content in a PDF: a JavaScript action (/JS, /JavaScript) or a launch action (/Launch), names
 * also written with #xx escapes. Best effort: names inside compressed object streams are not seen;
 * downloads go as attachments with nosniff, so a viewer opens them outside the portal's origin.
 */
export function pdfHasActiveContent(content: Buffer): boolean {
  const text = content.toString('latin1').replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return /\/(JavaScript|JS|Launch)(?![A-Za-z0-9])/.test(text);
}

const encoderFor = (image: Sharp, kind: FileKind) =>
  kind === 'png' ? image.png({ compressionLevel: 9, adaptiveFiltering: true }) : image.jpeg({ quality: 85, mozjpeg: true });

/** Decodes and re-encodes an image: upright, no metadata, the original size and IMAGE_SIZES. */
export async function reencodeImage(content: Buffer, kind: FileKind): Promise<Pick<UploadedFile, 'content' | 'width' | 'height' | 'variants'>> {
  const options: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true };
  let base: { data: Buffer; info: OutputInfo };
  try {
    const meta = await sharp(content, options).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new HttpError(422, UPLOAD_MESSAGES.imageTooLarge);
    // rotate() without an angle turns the image by its EXIF orientation; sharp writes no metadata unless told.
    base = await encoderFor(sharp(content, options).rotate(), kind).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (/pixel limit/i.test((error as Error).message)) throw new HttpError(422, UPLOAD_MESSAGES.imageTooLarge);
    throw new HttpError(422, UPLOAD_MESSAGES.imageUnreadable);
  }
  const variants: UploadedFile['variants'] = {};
  for (const [size, edge] of Object.entries(IMAGE_SIZES) as Array<[ImageSize, number]>) {
    const resized = await encoderFor(sharp(base.data).resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true }), kind).toBuffer({
      resolveWithObject: true,
    });
    variants[size] = { content: resized.data, width: resized.info.width, height: resized.info.height };
  }
  return { content: base.data, width: base.info.width, height: base.info.height, variants };
}

async function checkedFile(field: string, sentName: string, filename: string | undefined, content: Buffer, spec: FileFieldSpec): Promise<UploadedFile> {
  // A file of a list is refused under its item's key, as zod names the item's other fields (`files.0.file`).
  const key = sentName === field ? field : fieldPath(sentName).filter((segment) => segment !== null).join('.');
  const fail = (message: string, status = 422) => refuse(status, { [key]: [message] });
  if (content.length === 0) throw fail(UPLOAD_MESSAGES.empty);
  const kind = await sniffKind(content);
  if (!kind || !spec.accepts.includes(kind)) throw fail(UPLOAD_MESSAGES.notAllowed(spec.accepts));
  const common = { field, sentName, originalName: cleanFileName(filename, kind), kind, mimeType: KIND_MIME[kind] };
  if (kind === 'pdf') {
    if (!isPdfStructure(content)) throw fail(UPLOAD_MESSAGES.pdfBroken);
    if (pdfHasActiveContent(content)) throw fail(UPLOAD_MESSAGES.pdfActive);
    return { ...common, content, width: null, height: null, variants: {} };
  }
  try {
    return { ...common, ...(await reencodeImage(content, kind)) };
  } catch (error) {
    if (error instanceof HttpError) throw fail(error.message);
    throw error;
  }
}

/**
 * Reads the request's parts: text fields by the spec's zod schema, files checked and (images)
 * re-encoded. Every refusal is an HttpError (4xx) whose `errors` name the field.
 */
export async function readUpload<F extends ZodType>(request: FastifyRequest, spec: UploadSpec<F>): Promise<Upload<F>> {
  if (!request.isMultipart()) throw new HttpError(415, UPLOAD_MESSAGES.notMultipart, 'multipart_required');
  const maxTotal = spec.maxTotalBytes ?? MAX_REQUEST_BYTES;
  const maxFileBytes = Math.max(...Object.values(spec.files).map((file) => file.maxBytes ?? MAX_FILE_BYTES));
  const entries: Array<[string, string]> = [];
  const received: Array<{ field: string; sentName: string; filename: string; content: Buffer }> = [];
  const counts: Record<string, number> = {};
  let total = 0;
  let current: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
      // `files[]` and `files` are the same field, `files[0][file]` and `files[1][file]` too.
      const name = fieldPattern(part.fieldname);
      current = name;
      if (part.type === 'file') {
        const fileSpec = spec.files[name];
        if (!fileSpec) {
          part.file.resume();
          throw refuse(422, { [name]: [UPLOAD_MESSAGES.unknownField] });
        }
        counts[name] = (counts[name] ?? 0) + 1;
        if (counts[name] > (fileSpec.maxCount ?? 1)) {
          part.file.resume();
          throw refuse(413, { [name]: [UPLOAD_MESSAGES.tooMany(fileSpec.maxCount ?? 1)] }, undefined, 'too_many_files');
        }
        const content = await part.toBuffer();
        if (content.length > (fileSpec.maxBytes ?? MAX_FILE_BYTES)) {
          throw refuse(413, { [name]: [UPLOAD_MESSAGES.tooLarge(fileSpec.maxBytes ?? MAX_FILE_BYTES)] }, undefined, 'file_too_large');
        }
        total += content.length;
        if (total > maxTotal) throw refuse(413, { [name]: [UPLOAD_MESSAGES.requestTooLarge(maxTotal)] }, undefined, 'payload_too_large');
        received.push({ field: name, sentName: part.fieldname, filename: part.filename, content });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw refuse(422, { [name]: [UPLOAD_MESSAGES.fieldTooLong] });
        if (spec.files[name]) throw refuse(422, { [name]: [UPLOAD_MESSAGES.missing] });
        entries.push([part.fieldname, typeof part.value === 'string' ? part.value : String(part.value)]);
      }
      current = null;
    }
  } catch (error) {
    throw multipartFailure(error, current, spec);
  }

  let raw: Record<string, unknown>;
  try {
    raw = nestFields(entries);
  } catch (error) {
    if (error instanceof FieldNameConflict) throw new HttpError(400, UPLOAD_MESSAGES.malformed, 'malformed_multipart');
    throw error;
  }
  const errors: FieldErrors = {};
  const parsed = spec.fields.safeParse(raw);
  if (!parsed.success) Object.assign(errors, zodFieldErrors(parsed.error as ZodError));
  for (const [name, fileSpec] of Object.entries(spec.files)) {
    if ((fileSpec.required ?? true) && !received.some((file) => file.field === name)) errors[name] = [UPLOAD_MESSAGES.missing];
  }
  // Field errors first: a file is not decoded for a form that is refused anyway.
  if (Object.keys(errors).length) throw unprocessable(errors);

  const files: Record<string, UploadedFile[]> = {};
  for (const { field, sentName, filename, content } of received) {
    (files[field] ??= []).push(await checkedFile(field, sentName, filename, content, spec.files[field]));
  }
  return { fields: parsed.data as z.output<F>, files };
}

/** The OpenAPI schema of an upload's body: the text fields' schema with the files as binary strings. */
export function uploadJsonSchema(spec: UploadSpec): Record<string, unknown> {
  const json = z.toJSONSchema(spec.fields, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const properties: Record<string, unknown> = { ...json.properties };
  const required = [...(json.required ?? [])];
  for (const [name, file] of Object.entries(spec.files)) {
    const one = {
      type: 'string',
      format: 'binary',
      contentMediaType: file.accepts.map((kind) => KIND_MIME[kind]).join(', '),
      description: `${file.accepts.map((kind) => KIND_LABEL[kind]).join(', ')}; at most ${megabytes(file.maxBytes ?? MAX_FILE_BYTES)}`,
    };
    properties[name] = (file.maxCount ?? 1) > 1 ? { type: 'array', items: one, maxItems: file.maxCount } : one;
    if (file.required ?? true) required.push(name);
  }
  return { type: 'object', properties, required };
}
