import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { access } from '../../server/http/access';
import { defineRoute, validateRequest } from '../../server/http/route';
import { Client, createCompany, createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();

describe('HTTP conventions', () => {
  it('answers health when the database answers', async () => {
    const response = await new Client(env.app).get('/api/health');
    expect(response).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('sets a readable XSRF-TOKEN cookie once and refuses unsafe requests without the header (419)', async () => {
    const client = new Client(env.app);
    const first = await client.get('/api/health');
    const cookie = first.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect((await client.get('/api/health')).cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();

    const without = await client.request('POST', '/api/auth/logout', { xsrf: false });
    expect(without.status).toBe(419);
    expect(without.body.message).toBe('Istunto on vanhentunut. Lataa sivu uudelleen ja yritä uudestaan.');
    const wrong = await env.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: `XSRF-TOKEN=${cookie?.value}`, 'x-xsrf-token': 'something-else' },
      payload: { email: 'a@b.fi', password: 'x' },
    });
    expect(wrong.statusCode).toBe(419);
  });

  it('answers malformed JSON with 400, unknown routes with JSON 404, and bad input with 422 and errors', async () => {
    const client = new Client(env.app);
    const malformed = await client.request('POST', '/api/auth/login', { rawBody: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Pyynnön sisältö ei ole kelvollista JSONia.', code: 'invalid_json' });
    const unknown = await client.get('/api/ei-ole');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Pyydettyä osoitetta ei löytynyt.');
    const unknownPost = await client.post('/api/ei-ole', {});
    expect(unknownPost.status).toBe(404);
    const invalid = await client.post('/api/auth/login', { email: 'x' });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ code: 'validation', errors: { email: expect.any(Array), password: expect.any(Array) } });
    expect(JSON.stringify(invalid.body)).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('takes a JSON POST with an empty body as a request without a body', async () => {
    const client = await signedIn(env.app, (await createUser(env.db)).email);
    const response = await client.request('POST', '/api/auth/logout', { rawBody: '' });
    expect(response.status).toBe(204);
  });

  it('answers a path that names no record with 404', async () => {
    const client = await signedIn(env.app, (await createUser(env.db, { permissions: [2] })).email);
    expect((await client.get('/api/companies/abc')).status).toBe(404);
  });

  it('answers an id not written canonically with 404, not the record (issue 8 #8)', async () => {
    const admin = await createUser(env.db);
    const company = await createCompany(env.db, { admin });
    const client = await signedIn(env.app, admin.email);
    const office = await client.post(`/api/companies/${company.id}/offices`, { name: 'Pääkonttori' });
    expect(office.status).toBe(201);
    expect((await client.get(`/api/companies/${company.id}`)).status).toBe(200);
    for (const written of [`0${company.id}`, `+${company.id}`, `${company.id}.0`, ` ${company.id}`, `0x${company.id.toString(16)}`, `${company.id}e0`]) {
      const answer = await client.get(`/api/companies/${encodeURIComponent(written)}`);
      expect([written, answer.status]).toEqual([written, 404]);
      expect(answer.body.message).toBe('Tietoa ei löytynyt.');
    }
    expect((await client.get(`/api/companies/${company.id}/offices/0x${office.body.id.toString(16)}`)).status).toBe(404);
    expect((await client.get(`/api/companies/${company.id}/offices/0${office.body.id}`)).status).toBe(404);
    expect((await client.get(`/api/companies/${company.id}/offices/${office.body.id}`)).status).toBe(200);
  });

  it('answers Fastify\'s and Node\'s own refusals in the JSON error format, without echoing the request (issue 8 #7)', async () => {
    const client = await signedIn(env.app, (await createUser(env.db, { permissions: [2] })).email);
    const badUrl = await client.get('/api/companies/%E0%A4%A');
    expect([badUrl.status, badUrl.body]).toEqual([400, { message: 'Osoite ei ole kelvollinen.', code: 'bad_url' }]);

    // A known path with a method it does not take: 405 with Allow, before any XSRF or access check.
    const patch = await client.request('PATCH', '/api/companies/1', { xsrf: false });
    expect([patch.status, patch.body.code, patch.headers.allow]).toEqual([405, 'method_not_allowed', 'GET, HEAD, PUT']);
    const health = await new Client(env.app).request('DELETE', '/api/health', { xsrf: false });
    expect([health.status, health.headers.allow]).toEqual([405, 'GET, HEAD']);
    // A parameter longer than the router takes (100 characters).
    const long = await client.get(`/api/companies/${'1'.repeat(150)}`);
    expect([long.status, long.body]).toEqual([414, { message: 'Osoite on liian pitkä.', code: 'uri_too_long' }]);
    // An unknown path stays 404 for every method.
    expect((await client.request('POST', '/api/no-such-thing', { xsrf: false })).status).toBe(404);

    // Header fields too large are refused by Node before Fastify: a real socket is needed.
    const address = await env.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = await fetch(`${address}/api/health`, { headers: { 'x-big': 'a'.repeat(20_000) } });
      expect(answer.status).toBe(431);
      expect(await answer.json()).toEqual({ message: 'Pyynnön otsakkeet ovat liian suuret.', code: 'headers_too_large' });
    } finally {
      await env.app.server.close();
    }
  });

  it('limits the body size', async () => {
    const response = await new Client(env.app).post('/api/auth/login', { email: 'a@b.fi', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Pyyntö on liian suuri.');
  });

  it('sends security headers with a content security policy', async () => {
    const response = await new Client(env.app).get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('hides internal errors behind a Finnish message and a request id', async () => {
    const client = new Client(env.app);
    const original = env.db.selectFrom;
    env.db.selectFrom = (() => {
      throw new Error('database exploded at secret.ts:12');
    }) as typeof env.db.selectFrom;
    try {
      const response = await client.get('/api/descriptions/contact-types');
      expect(response.status).toBe(500);
      expect(response.body.message).toBe('Palvelussa tapahtui virhe. Yritä hetken kuluttua uudelleen.');
      expect(response.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(response.body)).not.toContain('exploded');
    } finally {
      env.db.selectFrom = original;
    }
  });

  it('publishes an OpenAPI document of every API route, with the answers of the declared entities', async () => {
    const response = await new Client(env.app).get('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body.paths['/api/companies/{id}/people/{personId}/approve'].post.description).toBe('Access: company admin, company permission people, or staff (office)');
    expect(response.body.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('invite_token');
    const offices = response.body.paths['/api/companies/{id}/offices'];
    expect(offices.post.requestBody.content['application/json'].schema.required).toEqual(['name']);
    expect(offices.post.responses['201'].content['application/json'].schema.properties).toHaveProperty('companyId');
    expect(offices.get.responses['200'].content['application/json'].schema.properties.data.items.required).toContain('country');
    expect(offices.post.responses['422'].content['application/json'].schema.required).toEqual(['message']);
    // Every route of ours declares what it answers, so a fuzzer can check each answer against the document.
    const undeclared = env.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs/static') && route.url !== '/api/docs' && !route.schemas.response)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('shows the API reference in Swagger UI at /api/docs', async () => {
    const client = new Client(env.app);
    const page = await env.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    const script = await env.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    const json = await client.get('/api/docs/json');
    expect(json.status).toBe(200);
    expect(json.body.paths).toHaveProperty('/api/companies/{id}/offices');
  });
});

describe('declared answers', () => {
  it('fails a route whose answer is off its declared response schema (the API tests check every answer)', async () => {
    const app = Fastify();
    app.decorateRequest<FastifyRequest['validated'] | null>('validated', null);
    app.addHook('preValidation', async (request) => validateRequest(request));
    defineRoute(app, {
      method: 'GET',
      url: '/api/drifted',
      access: access.public(),
      summary: 'answers a number where a text is declared',
      schemas: { response: { 200: z.object({ name: z.string() }) } },
      handler: () => ({ name: 7 }),
    });
    defineRoute(app, {
      method: 'GET',
      url: '/api/undeclared',
      access: access.public(),
      summary: 'answers 201, which it does not declare',
      schemas: { response: { 200: z.object({ name: z.string() }) } },
      handler: ({ reply }) => reply.status(201).send({ name: 'x' }),
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/drifted' })).statusCode).toBe(500);
      expect((await app.inject({ method: 'GET', url: '/api/undeclared' })).statusCode).toBe(500);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringContaining('GET /api/drifted answered 200 off its schema'),
        expect.stringContaining('GET /api/undeclared answered 201, which it does not declare'),
      ]);
    } finally {
      errors.mockRestore();
      await app.close();
    }
  });
});
