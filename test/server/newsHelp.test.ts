/**
 * Front-page news and help (issue 22 §4): the feed from a fake association feed (cached, its last good
 * copy while it is down), the portal's own news items when NEWS_FEED_URL is unset, help pages CRUD.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { createNewsFeedClient } from '../../server/integrations/newsFeed';
import { createPrhClient } from '../../server/integrations/prh';
import { localStorage } from '../../server/integrations/storage';
import { startFakeNewsFeed, type FakeNewsFeed } from '../support/fakeNewsFeed';
import { auditRows, Client, createUser, signedIn, TEST_SECRET, testFilesDir, useTestApp } from './helpers';
import { html, pdf, png, svg, type Part } from '../support/uploadFixtures';

const env = useTestApp();
const OFFICE = 2;

const office = async () => signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
const someone = async (app: App = env.app) => signedIn(app, (await createUser(env.db)).email);

describe('own news items (NEWS_FEED_URL unset)', () => {
  it('the office writes news items; everyone signed in reads them as the feed, newest first, and their article', async () => {
    const staff = await office();
    const older = await staff.post('/api/news-items', { title: 'Vanhempi uutinen', date: '2026-01-05', description: 'Lyhyesti.', category_name: 'Tiedote' });
    expect(older.status).toBe(201);
    const newer = await staff.post('/api/news-items', { title: 'Uusi pätevyysluokka', date: '31.12.2099', description: 'Tiivistelmä', body: 'Koko teksti.\n\nToinen kappale.', image: '/kuvat/uutinen.jpg', category_name: 'Pätevyydet' });
    expect(newer.status).toBe(201);
    expect(newer.body).toMatchObject({ title: 'Uusi pätevyysluokka', date: '2099-12-31', categoryName: 'Pätevyydet', image: '/kuvat/uutinen.jpg' });

    const reader = await someone();
    const feed = await reader.get('/api/feed?limit=2');
    expect(feed.status).toBe(200);
    expect(feed.body[0]).toEqual({ id: newer.body.id, title: 'Uusi pätevyysluokka', date: '2099-12-31', description: 'Tiivistelmä', image: '/kuvat/uutinen.jpg', categoryName: 'Pätevyydet' });
    expect((await reader.get('/api/feed?category=Tiedote')).body.map((item: { id: number }) => item.id)).toContain(older.body.id);
    expect((await reader.get(`/api/getarticle?id=${newer.body.id}`)).body).toEqual({ id: newer.body.id, body: 'Koko teksti.\n\nToinen kappale.' });
    // Without a body the description is the article.
    expect((await reader.get(`/api/getarticle?id=${older.body.id}`)).body.body).toBe('Lyhyesti.');
    expect((await reader.get('/api/getarticle?id=999999999')).status).toBe(404);
    expect((await reader.get('/api/getarticle?id=../etc')).status).toBe(422);
    expect((await reader.get('/api/feed?limit=0')).status).toBe(422);

    // The office's resource is the office's only.
    expect((await reader.get('/api/news-items')).status).toBe(403);
    expect((await reader.post('/api/news-items', { title: 'x', date: '2026-01-01' })).status).toBe(403);

    const changed = await staff.put(`/api/news-items/${older.body.id}`, { title: 'Korjattu otsikko' });
    expect(changed.body).toMatchObject({ title: 'Korjattu otsikko', date: '2026-01-05', categoryName: 'Tiedote' });
    expect((await staff.get('/api/news-items?q=korjattu')).body.data.map((item: { id: number }) => item.id)).toEqual([older.body.id]);
    expect((await staff.request('DELETE', `/api/news-items/${older.body.id}`)).status).toBe(204);
    expect((await staff.get(`/api/news-items/${older.body.id}`)).status).toBe(404);
    const rows = (await auditRows(env.db, null, 'news_item')).filter((row) => row.entity_id === older.body.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses bad news items in Finnish, and images that are not https or a path of the site', async () => {
    const staff = await office();
    const empty = await staff.post('/api/news-items', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({ title: ['Otsikko on pakollinen.'], date: ['Päivämäärä on pakollinen.'] });
    for (const image of ['javascript:alert(1)', 'http://kuvat.example/a.jpg', '//evil.example/a.jpg', 'data:image/png;base64,AAAA']) {
      const bad = await staff.post('/api/news-items', { title: 'Kuva', date: '2026-02-01', image });
      expect(bad.status, image).toBe(422);
      expect(bad.body.errors.image[0]).toMatch(/https-osoite tai sivuston polku/);
    }
    expect((await staff.post('/api/news-items', { title: 'a\u0000b', date: '2026-02-01' })).status).toBe(422);
  });
});

describe("a news item's own image", () => {
  const image = (filename: string, content: Buffer, type = 'image/png'): Part[] => [{ name: 'file', file: { filename, content, type } }];

  it('the office uploads an image, which becomes the item’s image on this site for every reader; a new one replaces it; removing leaves none', async () => {
    const staff = await office();
    const item = await staff.post('/api/news-items', { title: 'Kuvallinen uutinen', date: '2026-03-01' });
    const first = await staff.upload(`/api/news-items/${item.body.id}/image`, image('työmaa.png', await png(1200, 800)));
    expect(first.status).toBe(200);
    expect(first.body.image).toMatch(new RegExp(`^/api/news-items/${item.body.id}/image/content\\?v=\\d+$`));

    const reader = await someone();
    const feed = await reader.get('/api/feed?limit=50');
    expect(feed.body.find((entry: { id: number }) => entry.id === item.body.id).image).toBe(first.body.image);
    const content = await env.app.inject({ method: 'GET', url: `${first.body.image}&size=md`, headers: { cookie: [...reader.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    // Front-page material: the browser may keep it (docs/decisions.md).
    expect(content.headers['cache-control']).toBe('private, max-age=3600');
    expect((await new Client(env.app).get(first.body.image)).status).toBe(401);
    // Readers cannot change it.
    expect((await reader.upload(`/api/news-items/${item.body.id}/image`, image('b.png', await png()))).status).toBe(403);
    expect((await reader.request('DELETE', `/api/news-items/${item.body.id}/image`)).status).toBe(403);

    const second = await staff.upload(`/api/news-items/${item.body.id}/image`, image('aula.png', await png(300, 200)));
    expect(second.body.image).not.toBe(first.body.image);
    const fileIds = await env.db.selectFrom('news_items').select('image_file_id').where('id', '=', item.body.id).executeTakeFirstOrThrow();
    // The image replaced is gone: one file row, the new one.
    expect(await env.db.selectFrom('files').select('id').where('original_name', '=', 'työmaa.png').where('uploaded_by_user_id', 'is not', null).where('id', '<', fileIds.image_file_id ?? 0).execute()).toEqual([]);

    const removed = await staff.request('DELETE', `/api/news-items/${item.body.id}/image`);
    expect(removed.status).toBe(200);
    expect(removed.body.image).toBeNull();
    expect((await reader.get(second.body.image)).status).toBe(404);
    expect((await staff.request('DELETE', `/api/news-items/${item.body.id}/image`)).status).toBe(404);
    expect((await staff.upload('/api/news-items/999999999/image', image('a.png', await png()))).status).toBe(404);

    const audit = (await auditRows(env.db, null, 'news_item')).filter((row) => row.entity_id === item.body.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(audit[1].after).toEqual({ image: 'työmaa.png' });
  });

  it('an address written over the uploaded image lets the image go; removing the item removes its image', async () => {
    const staff = await office();
    const item = await staff.post('/api/news-items', { title: 'Osoitteella', date: '2026-03-02' });
    const uploaded = await staff.upload(`/api/news-items/${item.body.id}/image`, image('a.png', await png()));
    const fileId = (await env.db.selectFrom('news_items').select('image_file_id').where('id', '=', item.body.id).executeTakeFirstOrThrow()).image_file_id;
    expect(fileId).not.toBeNull();
    // Another field changed: the image stays.
    expect((await staff.put(`/api/news-items/${item.body.id}`, { title: 'Uusi otsikko' })).body.image).toBe(uploaded.body.image);
    expect((await staff.put(`/api/news-items/${item.body.id}`, { image: '/kuvat/toinen.jpg' })).body.image).toBe('/kuvat/toinen.jpg');
    expect(await env.db.selectFrom('files').select('id').where('id', '=', fileId ?? 0).execute()).toEqual([]);
    expect((await staff.get(uploaded.body.image)).status).toBe(404);

    const other = await staff.post('/api/news-items', { title: 'Poistettava', date: '2026-03-03' });
    await staff.upload(`/api/news-items/${other.body.id}/image`, image('b.png', await png()));
    const otherFile = (await env.db.selectFrom('news_items').select('image_file_id').where('id', '=', other.body.id).executeTakeFirstOrThrow()).image_file_id;
    expect((await staff.request('DELETE', `/api/news-items/${other.body.id}`)).status).toBe(204);
    expect(await env.db.selectFrom('files').select('id').where('id', '=', otherFile ?? 0).execute()).toEqual([]);
  });

  it('refuses what is not a JPEG or PNG image, in Finnish, and keeps the image it had', async () => {
    const staff = await office();
    const item = await staff.post('/api/news-items', { title: 'Tarkka', date: '2026-03-04' });
    const good = await staff.upload(`/api/news-items/${item.body.id}/image`, image('hyva.png', await png()));
    for (const [name, content, type] of [
      ['kuva.jpg', html(), 'image/jpeg'],
      ['kuva.svg', svg(), 'image/svg+xml'],
      ['kuva.png', await pdf(), 'image/png'],
    ] as const) {
      const refused = await staff.upload(`/api/news-items/${item.body.id}/image`, image(name, content, type));
      expect(refused.status, name).toBeGreaterThanOrEqual(400);
      expect(refused.status, name).toBeLessThan(500);
      expect(refused.body.errors.file[0], name).toMatch(/Tiedosto/);
    }
    expect((await staff.get(`/api/news-items/${item.body.id}`)).body.image).toBe(good.body.image);
  });
});

describe('the association feed (NEWS_FEED_URL set)', () => {
  let fake: FakeNewsFeed;
  let app: App;
  beforeAll(async () => {
    fake = await startFakeNewsFeed();
    app = await buildApp({
      context: {
        db: env.db,
        outbox: env.jobs.outbox,
        prh: createPrhClient(env.db, env.prh.url),
        appUrl: 'http://portal.test',
        secret: TEST_SECRET,
        storage: localStorage(testFilesDir()),
        // Always stale, never resting: every request asks the fake, so a fallback shows at once.
        newsFeed: createNewsFeedClient(env.db, fake.url, { ttlMs: 0, retryMs: 0, timeoutMs: 2000 }),
      },
      distDir: '/nonexistent-dist',
      trustProxy: ['loopback'],
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('serves the feed in its shape, texts as plain text, then its last good copy when the feed goes down', async () => {
    fake.items = [
      { id: 101, title: 'Liiton <b>uutinen</b>', date: '2026-11-20', description: '<p>Ensimmäinen &amp; paras</p>', image: 'https://liitto.example/kuva.jpg', categoryName: 'Liitto' },
      { id: 'abc-2', title: 'Toinen', date: null, description: null, image: 'javascript:alert(1)', category_name: 'Muut' },
      { title: 'Ilman tunnistetta' },
    ];
    fake.articles.set('101', '<h2>Otsikko</h2><p>Kappale <script>alert(1)</script>yksi.</p><p>Kappale kaksi &amp; loppu.</p>');
    const reader = await someone(app);
    const live = await reader.get('/api/feed?limit=5');
    expect(live.status).toBe(200);
    expect(live.body).toEqual([
      { id: 101, title: 'Liiton uutinen', date: '2026-11-20', description: 'Ensimmäinen & paras', image: 'https://liitto.example/kuva.jpg', categoryName: 'Liitto' },
      { id: 'abc-2', title: 'Toinen', date: null, description: null, image: null, categoryName: 'Muut' },
    ]);
    expect(fake.requests).toContain('/api/feed?limit=5');
    const article = await reader.get('/api/getarticle?id=101');
    expect(article.body).toEqual({ id: '101', body: 'Otsikko\n\nKappale yksi.\n\nKappale kaksi & loppu.' });
    // The page may show the feed's own images.
    expect(String(live.headers['content-security-policy'])).toContain(new URL(fake.url).origin);

    fake.down = true;
    const before = fake.requests.length;
    expect((await reader.get('/api/feed?limit=5')).body).toEqual(live.body);
    expect((await reader.get('/api/getarticle?id=101')).body).toEqual(article.body);
    expect(fake.requests.length).toBeGreaterThan(before);

    // Another process (a new client on the same database) has only the stored copy.
    const fresh = createNewsFeedClient(env.db, fake.url, { ttlMs: 0, retryMs: 0 });
    expect(await fresh.feed({ limit: 5 })).toEqual(live.body);
    // Nothing kept for a request never answered: an empty list, and an article not found (never a 5xx).
    expect((await reader.get('/api/feed?limit=3')).body).toEqual([]);
    const missing = await reader.get('/api/getarticle?id=404');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/Uutista ei löytynyt/);
  });

  it('keeps a fresh answer for its time to live and shares it', async () => {
    const cached = createNewsFeedClient(env.db, fake.url, { ttlMs: 60_000 });
    fake.down = false;
    fake.items = [{ id: 1, title: 'Välimuistissa' }];
    const first = await cached.feed({ limit: 2 });
    const count = fake.requests.length;
    fake.items = [{ id: 2, title: 'Muuttunut' }];
    expect(await Promise.all([cached.feed({ limit: 2 }), cached.feed({ limit: 2 })])).toEqual([first, first]);
    expect(fake.requests.length).toBe(count);
    expect(first[0].title).toBe('Välimuistissa');
  });

  it('counts a feed that answers something else, too much or nothing in time as down', async () => {
    fake.down = false;
    fake.items = [{ id: 7, title: 'Hyvä kopio' }];
    const small = createNewsFeedClient(env.db, fake.url, { ttlMs: 0, retryMs: 0, maxBytes: 200 });
    const good = await small.feed({ limit: 4 });
    expect(good).toEqual([{ id: 7, title: 'Hyvä kopio', date: null, description: null, image: null, categoryName: null }]);
    fake.items = Array.from({ length: 50 }, (_, index) => ({ id: index + 1, title: `Pitkä uutinen ${index}`, description: 'x'.repeat(100) }));
    expect(await small.feed({ limit: 4 })).toEqual(good);
    const nowhere = createNewsFeedClient(env.db, 'http://127.0.0.1:9', { timeoutMs: 500 });
    // A request no copy was ever kept of: nothing.
    expect(await nowhere.feed({ limit: 9 })).toEqual([]);
    expect(await nowhere.article('ei-koskaan')).toBeNull();
  });
});

describe('help pages', () => {
  it('the office writes pages; everyone signed in reads one by slug; slugs are unique', async () => {
    const staff = await office();
    const slug = `ohje-${Date.now().toString(36)}`;
    const created = await staff.post('/api/help-pages', { slug, title: 'Yleisohje', content: '# Tervetuloa\n\nLue **tämä**.' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug, title: 'Yleisohje', content: '# Tervetuloa\n\nLue **tämä**.' });

    const reader = await someone();
    expect((await reader.get(`/api/help-pages/${slug}`)).body).toMatchObject({ id: created.body.id, title: 'Yleisohje' });
    expect((await reader.get(`/api/help-pages/${created.body.id}`)).body.slug).toBe(slug);
    expect((await reader.get('/api/help-pages/ei-ole')).status).toBe(404);
    // Neither a slug nor an id names nothing.
    expect((await reader.get('/api/help-pages/Iso_kirjain')).status).toBe(404);
    expect((await reader.put(`/api/help-pages/${created.body.id}`, { title: 'x' })).status).toBe(403);
    // The modal's index of pages reads the list.
    expect((await reader.get(`/api/help-pages?q=${slug}&paginate=100&sort=title`)).body.data.map((page: { slug: string }) => page.slug)).toEqual([slug]);

    const taken = await staff.post('/api/help-pages', { slug, title: 'Toinen', content: 'x' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/tunnisteella on jo ohjesivu/);
    const bad = await staff.post('/api/help-pages', { slug: '1abc', title: '', content: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['content', 'slug', 'title']);

    expect((await staff.put(`/api/help-pages/${created.body.id}`, { title: 'Muutettu' })).body).toMatchObject({ slug, title: 'Muutettu' });
    expect((await staff.get(`/api/help-pages?q=${slug}`)).body.data.map((page: { id: number }) => page.id)).toEqual([created.body.id]);
    expect((await staff.request('DELETE', `/api/help-pages/${created.body.id}`)).status).toBe(204);
    expect((await reader.get(`/api/help-pages/${slug}`)).status).toBe(404);
    expect((await auditRows(env.db, null, 'help_page')).filter((row) => row.entity_id === created.body.id).map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('keeps raw HTML in Markdown as the text it is (the browser shows it as text, web test)', async () => {
    const staff = await office();
    const content = 'Teksti <script>alert(1)</script> <img src=x onerror=alert(1)>';
    const created = await staff.post('/api/help-pages', { slug: `html-${Date.now().toString(36)}`, title: 'HTML', content });
    expect(created.body.content).toBe(content);
  });
});
