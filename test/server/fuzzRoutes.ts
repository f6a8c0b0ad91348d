/**
 * No 5xx for any input (issues 8 and 18): every route of the API, as office staff, as a company
 * admin and anonymously, with bodies that are no object (null, arrays, strings, numbers) and bodies
 * whose fields hold values a fuzzer would try (ids past int4, NUL, lone surrogates, wrong types,
 * huge strings, null items in arrays, one-element arrays in place of ids and numbers, text that
 * cannot be stored inside arrays and objects) and query parameters likewise. An answer of 500 or
 * more fails. The routes are fuzzed in shards (`fuzzShard`), one test file each.
 */
import { Client, createCompany, createUser, signedIn, type TestEnv } from './helpers';
import type { Part } from '../support/uploadFixtures';

/** The run is split in shards by route (fuzz.test.ts, fuzzB.test.ts, fuzzC.test.ts), one file each, so they run side by side. */
export const FUZZ_SHARDS = 3;

const WEIRD: unknown[] = [
  2147483648, -1, 0, 1.5, '\u0000', 'a\ud800b', '\udc00', '', 'x'.repeat(70_000), null, true, [], {}, [1], ['1'], [2147483648],
  [null], [{}], ['\u0000'], ['a\ud800'], [{ id: '\u0000', description: 'a\udc00b', name: null }], { '\u0000': 1, text: 'a\ud800' },
  '9999-99-99', '12.12.9999', 1e308, '0x10',
];
/** Bodies that are no object, and one whose key cannot be stored. */
const NOT_OBJECTS: unknown[] = [null, [], [{}], [null], 'x', '\u0000', 5, true, { '\u0000': '\ud800' }];
const WEIRD_QUERY = ['%00', 'a%ED%A0%80b', '-1', '0', '1e3', '99999999999999999999', 'x'.repeat(2_000), '%27%22', 'asc%00'];
const QUERY_FIELDS = ['q', 'sort', 'order', 'page', 'paginate', 'registration_number', 'status', 'company_id'];

function concrete(url: string, ids: { company: number; person: number }): string {
  return url
    .replace(/^\/api\/people\/:id/, `/api/people/${ids.person}`)
    .replace(':id', String(ids.company))
    .replace(/:[a-zA-Z]+Id\b/g, '1')
    .replace(':token', 'abc')
    .replace(':hash', 'a'.repeat(40))
    .replace(':registrationNumber', '0112038-9')
    .replace(':name', 'company-relationship-types');
}

function bodyFields(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Fuzzes every `FUZZ_SHARDS`-th route from `shard`; answers the failures (each a 5xx and its request). */
export async function fuzzShard(env: TestEnv, shard: number): Promise<string[]> {
    const officeUser = await createUser(env.db, { permissions: [2] });
    const admin = await createUser(env.db);
    const company = await createCompany(env.db, { admin });
    // Anonymous too: the sign-in, registration and public confirmation routes read bodies before anyone signs in.
    const clients: Client[] = [await signedIn(env.app, officeUser.email), await signedIn(env.app, admin.email), new Client(env.app)];
    const ids = { company: company.id, person: admin.personId };
    const failures: string[] = [];
    for (const [index, route] of env.app.registeredRoutes.entries()) {
      if (index % FUZZ_SHARDS !== shard) continue;
      if (route.url.includes('*') || route.url.endsWith('/logout') || route.url.includes('/docs')) continue;
      const url = concrete(route.url, ids);
      for (const client of clients) {
        if (route.method === 'GET') {
          const first = await client.get(url);
          if (first.status >= 500) failures.push(`${first.status} GET ${url}`);
          if (first.status === 401 || first.status === 403) continue;
          // A route's reads go out together (they change nothing, so their order does not matter); the
          // routes, and every write, stay one after another as before.
          const queries = QUERY_FIELDS.flatMap((field) => WEIRD_QUERY.map((value) => `${field}=${value}`));
          const answers = await Promise.all(queries.map((query) => client.get(`${url}?${query}`)));
          answers.forEach((answer, i) => {
            if (answer.status >= 500) failures.push(`${answer.status} GET ${url}?${queries[i].slice(0, 40)}`);
          });
          continue;
        }
        // The access rule runs before any input is read: a client it refuses (401, 403) reaches no schema
        // and no service with any body, so one request tells (it keeps the run short, CI has 20 minutes).
        const first = await client.request(route.method, url, { body: {} });
        if (first.status >= 500) failures.push(`${first.status} ${route.method} ${url} {}`);
        if (first.status === 401 || first.status === 403) continue;
        const bodies: unknown[] = [...NOT_OBJECTS, ...bodyFields(route.schemas.body).flatMap((field) => WEIRD.map((value) => ({ [field]: value })))];
        for (const body of bodies) {
          const answer = await client.request(route.method, url, { body });
          if (answer.status >= 500) failures.push(`${answer.status} ${route.method} ${url} ${JSON.stringify(body).slice(0, 60)}`);
        }
        if (route.schemas.multipart) {
          // Uploads: broken forms, odd field values, files that are not what they say.
          const textFields = bodyFields(route.schemas.multipart.fields);
          const fileFields = Object.keys(route.schemas.multipart.files);
          const forms: Part[][] = [
            [],
            ...textFields.flatMap((name) => WEIRD_QUERY.map((value) => [{ name, value: decodeURIComponent(value.replace(/%ED%A0%80/, '')) }])),
            ...fileFields.map((name) => [{ name, file: { filename: '\u0000../x.pdf', content: Buffer.from('%PDF-1.4 garbage') } }]),
            ...fileFields.map((name) => [{ name, file: { filename: 'a.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]) } }]),
            ...fileFields.map((name) => [{ name, value: 'not a file' }, { name: `${name}[]`, file: { filename: '', content: Buffer.alloc(0) } }]),
          ];
          for (const form of forms) {
            const answer = await client.upload(url, form);
            if (answer.status >= 500) failures.push(`${answer.status} ${route.method} ${url} multipart ${JSON.stringify(form).slice(0, 80)}`);
          }
          for (const raw of ['--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF', 'garbage']) {
            const answer = await client.request('POST', url, { rawBody: raw, contentType: 'multipart/form-data; boundary=x' });
            if (answer.status >= 500) failures.push(`${answer.status} ${route.method} ${url} raw multipart`);
          }
        }
      }
    }
    return failures;
}
