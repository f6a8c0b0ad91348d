/**
 * The upload foundation (server/http/uploads.ts, files.ts, integrations/storage.ts) on a small app with
 * the portal's own error handling, multipart registration and route declaration: every refused upload
 * is a Finnish 4xx naming the field, accepted images are re-encoded into their sizes, downloads carry
 * the original name, the detected type and nosniff.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDb, type Db } from '../../server/db/kysely';
import { access } from '../../server/http/access';
import { registerErrorHandlers } from '../../server/http/errors';
import { fileDatabaseUrl } from './helpers';
import { fileSizeQuery, saveFile, sendStoredFile, storedFileSchema, storedFileView, sweepUnreferencedBlobs } from '../../server/http/files';
import { defineRoute, validateRequest } from '../../server/http/route';
import { defineUpload, IMAGE_KINDS, MAX_FILE_BYTES, registerUploads } from '../../server/http/uploads';
import { localStorage, type FileStorage } from '../../server/integrations/storage';
import { openApiDocument } from '../../server/modules/docs/openapi';
import type { RegisteredRoute } from '../../server/http/routeTable';
import { html, multipartBody, notPdfs, pdf, png, rotatedJpeg, svg, writtenPdf, type Part } from '../support/uploadFixtures';

let app: FastifyInstance;
let db: Db;
let storage: FileStorage;
let dir: string;
const routes: RegisteredRoute[] = [];

const pdfUpload = defineUpload({
  fields: z.object({ file_type_id: z.union([z.string(), z.array(z.string())]).optional() }),
  files: { file: { accepts: ['pdf'] } },
});
const imageUpload = defineUpload({ fields: z.object({}), files: { file: { accepts: IMAGE_KINDS, maxBytes: 2 * 1024 * 1024 } } });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pateva-uploads-'));
  storage = localStorage(dir);
  db = createDb(await fileDatabaseUrl(), 2);
  app = Fastify();
  app.addHook('onRoute', (route) => {
    const config = route.config as { access?: RegisteredRoute['access']; schemas?: RegisteredRoute['schemas']; summary?: string } | undefined;
    if (config?.access) routes.push({ method: String(route.method), url: route.url, access: config.access, schemas: config.schemas ?? {}, summary: config.summary ?? '' });
  });
  registerErrorHandlers(app);
  await registerUploads(app);
  app.decorateRequest<FastifyRequest['validated'] | null>('validated', null);
  app.addHook('preValidation', async (request) => validateRequest(request));
  for (const [url, spec] of [
    ['/api/test/pdf', pdfUpload],
    ['/api/test/image', imageUpload],
  ] as const) {
    defineRoute(app, {
      method: 'POST',
      url,
      access: access.public(),
      summary: 'test upload',
      schemas: { multipart: spec, response: { 201: z.object({ file: storedFileSchema, fields: z.unknown() }) } },
      handler: async ({ upload, reply }) => {
        const row = await saveFile(db, storage, upload.files.file[0], null);
        return reply.status(201).send({ file: storedFileView(row), fields: upload.fields });
      },
    });
  }
  defineRoute(app, {
    method: 'GET',
    url: '/api/test/files/:fileId',
    access: access.public(),
    summary: 'test download',
    schemas: { params: z.object({ fileId: z.coerce.number().int().positive() }), query: fileSizeQuery, response: { 200: null }, file: ['application/pdf'] },
    handler: async ({ params, query, reply }) => {
      const row = await db.selectFrom('files').selectAll().where('id', '=', params.fileId).executeTakeFirstOrThrow();
      return sendStoredFile(reply, storage, row, { size: query.size });
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await rm(dir, { recursive: true, force: true });
});

const post = (url: string, parts: Part[]) => {
  const { body, contentType } = multipartBody(parts);
  return app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': contentType } });
};
const file = (filename: string, content: Buffer, type?: string): Part => ({ name: 'file', file: { filename, content, type } });

describe('refused uploads: Finnish 4xx with the field, never 5xx', () => {
  it('a PNG renamed .pdf where only PDF is allowed', async () => {
    const answer = await post('/api/test/pdf', [file('tase.pdf', await png(), 'application/pdf')]);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.file).toEqual(['Tiedoston tyyppi ei ole sallittu. Sallitut tyypit: PDF.']);
  });

  it('an HTML file named .jpg, and an SVG, where images are allowed', async () => {
    for (const [name, content, type] of [
      ['kuva.jpg', html(), 'image/jpeg'],
      ['logo.svg', svg(), 'image/svg+xml'],
      ['logo.png', svg(), 'image/png'],
    ] as const) {
      const answer = await post('/api/test/image', [file(name, content, type)]);
      expect(answer.statusCode, name).toBe(422);
      expect(answer.json().errors.file).toEqual(['Tiedoston tyyppi ei ole sallittu. Sallitut tyypit: JPEG, PNG.']);
    }
  });

  it('a zero-byte file, no file at all, and a field where the file should be', async () => {
    const empty = await post('/api/test/pdf', [file('tyhja.pdf', Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual(['Tiedosto on tyhjä.']);
    const none = await post('/api/test/pdf', [{ name: 'file_type_id', value: '1' }]);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.file).toEqual(['Valitse tiedosto.']);
    const text = await post('/api/test/pdf', [{ name: 'file', value: 'tase.pdf' }]);
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file).toEqual(['Valitse tiedosto.']);
  });

  it('an oversized file: 413 with the limit in Finnish (route limit and the global one)', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const answer = await post('/api/test/image', [file('iso.png', big)]);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().errors.file).toEqual(['Tiedosto on liian suuri (enintään 2 Mt).']);
    const huge = await post('/api/test/pdf', [file('iso.pdf', Buffer.concat([pdf(), Buffer.alloc(MAX_FILE_BYTES + 1)]))]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors.file).toEqual(['Tiedosto on liian suuri (enintään 10 Mt).']);
  });

  it('two files where one is allowed, an unknown file field, a PDF with JavaScript', async () => {
    const two = await post('/api/test/pdf', [file('a.pdf', pdf()), file('b.pdf', pdf())]);
    expect(two.statusCode).toBe(413);
    expect(two.json().errors.file).toEqual(['Lähetä yksi tiedosto kerrallaan.']);
    const unknown = await post('/api/test/pdf', [{ name: 'other', file: { filename: 'a.pdf', content: pdf() } }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.other).toEqual(['Tätä tiedostokenttää ei tunneta.']);
    const script = await post('/api/test/pdf', [file('a.pdf', pdf('/OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> '))]);
    expect(script.statusCode).toBe(422);
    expect(script.json().errors.file[0]).toMatch(/^PDF-tiedosto sisältää ohjelmakoodia/);
  });

  it('a file that begins %PDF- and goes on as HTML, text or nothing, not stored (issue 18 #5)', async () => {
    for (const [label, content] of notPdfs()) {
      const answer = await post('/api/test/pdf', [file('tase.pdf', content, 'application/pdf')]);
      expect(answer.statusCode, label).toBe(422);
      expect(answer.json().errors.file, label).toEqual([
        'Tiedosto ei ole kelvollinen PDF-tiedosto. Tallenna tai tulosta asiakirja uudelleen PDF-muotoon ja lähetä se sitten.',
      ]);
    }
    expect(await db.selectFrom('files').select('id').where('original_name', '=', 'tase.pdf').execute()).toEqual([]);
  });

  it('JSON, garbage and a broken multipart body: 4xx', async () => {
    const json = await app.inject({ method: 'POST', url: '/api/test/pdf', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/test/pdf',
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const noBoundary = await app.inject({ method: 'POST', url: '/api/test/pdf', payload: 'x', headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    const text = await app.inject({ method: 'POST', url: '/api/test/pdf', payload: 'x', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
  });
});

describe('accepted uploads and downloads', () => {
  it('a PDF is stored as sent, its fields parsed (file_type_id[] as a list), downloaded with its name, type and nosniff', async () => {
    const content = pdf();
    const answer = await post('/api/test/pdf', [
      { name: 'file_type_id[]', value: '1' },
      { name: 'file_type_id[]', value: '2' },
      file('C:\\fakepath\\Tilinpäätös 2025: lopullinen.pdf', content, 'application/octet-stream'),
    ]);
    expect(answer.statusCode).toBe(201);
    const { file: stored, fields } = answer.json();
    expect(fields).toEqual({ file_type_id: ['1', '2'] });
    expect(stored).toMatchObject({ name: 'Tilinpäätös 2025 lopullinen.pdf', mimeType: 'application/pdf', byteSize: content.length, sizes: [] });
    const download = await app.inject({ method: 'GET', url: `/api/test/files/${stored.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    // A company's document is kept by no browser after the session or the access ends (issue 18 #5).
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Tilinpaatos 2025 lopullinen.pdf"; filename*=UTF-8''Tilinp%C3%A4%C3%A4t%C3%B6s%202025%20lopullinen.pdf`,
    );
  });

  it('a PDF from a PDF writer is stored; bidirectional controls leave its name (issue 18 #5)', async () => {
    const content = await writtenPdf();
    // A right-to-left override would show "Laskuexe.pdf" as the name of "Lasku\u202Efdp.exe".
    const answer = await post('/api/test/pdf', [file('\u2066Lasku\u202Efdp\u200F.exe\u2069', content)]);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().file).toMatchObject({ name: 'Laskufdp.pdf', mimeType: 'application/pdf', byteSize: content.length });
    const named = await post('/api/test/pdf', [file('Tase\u202E 2025\u202C \u061Cلعام.pdf', pdf())]);
    expect(named.json().file.name).toBe('Tase 2025 لعام.pdf');
  });

  it('an image is turned upright, stripped of metadata, stored in sm, md and lg; a PNG named .pdf becomes .png where images are allowed', async () => {
    const answer = await post('/api/test/image', [file('kuva.jpeg', await rotatedJpeg(), 'application/pdf')]);
    expect(answer.statusCode).toBe(201);
    const stored = answer.json().file;
    expect(stored).toMatchObject({ name: 'kuva.jpeg', mimeType: 'image/jpeg', width: 20, height: 60, sizes: ['sm', 'md', 'lg'] });
    const download = await app.inject({ method: 'GET', url: `/api/test/files/${stored.id}?size=md` });
    expect(download.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(download.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([20, 60, undefined, undefined]);

    const big = await post('/api/test/image', [file('tase.pdf', await png(2000, 1000))]);
    expect(big.json().file).toMatchObject({ name: 'tase.png', mimeType: 'image/png', width: 2000, height: 1000 });
    const small = await app.inject({ method: 'GET', url: `/api/test/files/${big.json().file.id}?size=sm` });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 320, height: 160, format: 'png' });
    const bad = await app.inject({ method: 'GET', url: `/api/test/files/${big.json().file.id}?size=huge` });
    expect(bad.statusCode).toBe(422);
  });

  it('the same content twice is one blob; a broken PNG is 422', async () => {
    const content = pdf('/Title (sama) ');
    const first = await post('/api/test/pdf', [file('a.pdf', content)]);
    const second = await post('/api/test/pdf', [file('b.pdf', content)]);
    const rows = await db.selectFrom('files').select('hash').where('id', 'in', [first.json().file.id, second.json().file.id]).execute();
    expect(rows[0].hash).toBe(rows[1].hash);
    const broken = (await png()).subarray(0, 60);
    const answer = await post('/api/test/image', [file('rikki.png', broken)]);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.file).toEqual(['Kuvaa ei voitu lukea. Tiedosto voi olla vioittunut.']);
  });

  it('a sweep removes old blobs no row names, and keeps the named ones (content and image sizes) and new ones', async () => {
    const image = await post('/api/test/image', [file('pidetty.png', await png(500, 400))]);
    const orphan = await storage.put(Buffer.from('orpo'));
    const recent = Date.now();
    expect(await sweepUnreferencedBlobs(db, storage, 60_000, recent)).toBe(0);
    expect(await sweepUnreferencedBlobs(db, storage, 0, recent + 1000)).toBeGreaterThanOrEqual(1);
    expect(await storage.exists(orphan)).toBe(false);
    const row = await db.selectFrom('files').selectAll().where('id', '=', image.json().file.id).executeTakeFirstOrThrow();
    expect(await storage.exists(row.hash)).toBe(true);
    for (const variant of Object.values(row.variants)) expect(await storage.exists(variant!.hash)).toBe(true);
    const small = await app.inject({ method: 'GET', url: `/api/test/files/${row.id}?size=sm` });
    expect(small.statusCode).toBe(200);
  });

  it('the OpenAPI document shows a multipart body with the file as binary, and a file answer', () => {
    const doc = openApiDocument(routes) as { paths: Record<string, Record<string, any>> };
    const body = doc.paths['/api/test/pdf'].post.requestBody.content['multipart/form-data'].schema;
    expect(body.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(body.required).toContain('file');
    expect(body.properties.file_type_id).toBeDefined();
    expect(Object.keys(doc.paths['/api/test/files/{fileId}'].get.responses['200'].content)).toEqual(['application/pdf']);
  });
});
