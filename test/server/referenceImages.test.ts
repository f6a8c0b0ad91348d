import { describe, expect, it } from 'vitest';
import { auditRows, companyWithAdmin, memberOf, useTestApp, type Client } from './helpers';
import { html, pdf, png, svg, type Part } from '../support/uploadFixtures';

const env = useTestApp();

/** The form of one image upload, as the browser sends it. */
const image = (filename: string, content: Buffer, type = 'image/png'): Part[] => [{ name: 'file', file: { filename, content, type } }];

async function referenceOf(client: Client, companyId: number) {
  const created = await client.post(`/api/companies/${companyId}/references`, { title: 'Kuvallinen kohde' });
  return `/api/companies/${companyId}/references/${created.body.id}`;
}

describe('reference images', () => {
  it('adds several images, the first the default; picks another default; serves them in md; removes one', async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = await referenceOf(client, company.id);
    const first = await client.upload(`${url}/images`, image('julkisivu.png', await png(1200, 900)));
    expect(first.status).toBe(201);
    expect(first.body.images).toHaveLength(1);
    const [image1] = first.body.images;
    expect(image1).toMatchObject({ isDefault: true, url: `${url}/images/${image1.id}/content?size=md` });
    expect(first.body.defaultImage).toBe(image1.url);
    const second = await client.upload(`${url}/images`, image('aula.png', await png(300, 200)));
    expect(second.body.images.map((i: { isDefault: boolean }) => i.isDefault)).toEqual([true, false]);
    const image2 = second.body.images[1];

    const chosen = await client.put(`${url}/images/${image2.id}/default`);
    expect(chosen.status).toBe(200);
    expect(chosen.body.defaultImage).toBe(image2.url);
    expect(chosen.body.images.map((i: { isDefault: boolean }) => i.isDefault)).toEqual([false, true]);

    const content = await env.app.inject({ method: 'GET', url: image1.url, headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    // Marketing material: the browser may keep it an hour (docs/decisions.md, issue 18 #5).
    expect(content.headers['cache-control']).toBe('private, max-age=3600');
    const reader = await memberOf(env, company.id);
    expect((await reader.client.get(image1.url)).status).toBe(200);
    const other = await companyWithAdmin(env);
    expect((await other.client.get(image1.url)).status).toBe(403);
    expect((await client.get(`${url}/images/999999/content?size=md`)).status).toBe(404);

    expect((await client.request('DELETE', `${url}/images/${image2.id}`)).status).toBe(204);
    const after = await client.get(url);
    expect(after.body.images).toEqual([expect.objectContaining({ id: image1.id, isDefault: true })]);
    expect(after.body.defaultImage).toBe(image1.url);
    expect((await client.request('DELETE', `${url}/images/${image2.id}`)).status).toBe(404);

    const audit = await auditRows(env.db, company.id, 'company_reference');
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'update', 'update']);
    expect(audit[4].before).toEqual({ images: 'aula.png' });
  });

  it('refuses what is not a JPEG or PNG image, in Finnish, storing nothing', async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = await referenceOf(client, company.id);
    for (const [name, content, type] of [
      ['kuva.jpg', html(), 'image/jpeg'],
      ['kuva.svg', svg(), 'image/svg+xml'],
      ['kuva.png', await pdf(), 'image/png'],
      ['tyhja.png', Buffer.alloc(0), 'image/png'],
    ] as const) {
      const refused = await client.upload(`${url}/images`, image(name, content, type));
      expect(refused.status, name).toBeGreaterThanOrEqual(400);
      expect(refused.status, name).toBeLessThan(500);
      expect(refused.body.errors.file[0], name).toMatch(/Tiedosto/);
    }
    expect((await client.get(url)).body.images).toEqual([]);
  });

  it('a locked reference takes no image changes (409); readers cannot upload (403)', async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = await referenceOf(client, company.id);
    const added = await client.upload(`${url}/images`, image('a.png', await png()));
    const reader = await memberOf(env, company.id);
    expect((await reader.client.upload(`${url}/images`, image('b.png', await png()))).status).toBe(403);
    await env.db.updateTable('company_references').set({ locked: true }).where('id', '=', added.body.id).execute();
    const refused = await client.upload(`${url}/images`, image('b.png', await png()));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Referenssi on lukittu/);
    expect((await client.request('DELETE', `${url}/images/${added.body.images[0].id}`)).status).toBe(409);
  });
});
