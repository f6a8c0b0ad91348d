import { describe, expect, it } from 'vitest';
import { DESCRIBABLES } from '../../src/domain/describables';
import { Client, useTestApp } from './helpers';

const env = useTestApp();

describe('lookup lists', () => {
  it('serves every seeded list in order with the SPEC fields', async () => {
    const client = new Client(env.app);
    for (const [kind, entries] of Object.entries(DESCRIBABLES)) {
      const response = await client.get(`/api/descriptions/${kind}`);
      expect(response.status, kind).toBe(200);
      expect(response.body.map((d: { id: number }) => d.id), kind).toEqual(entries.map((e) => e.id));
    }
    const contactTypes = await client.get('/api/descriptions/contact-types');
    expect(contactTypes.body).toHaveLength(15);
    expect(contactTypes.body[11]).toEqual({
      id: 12,
      shortDescription: 'Verkkolaskuosoite',
      longDescription: 'Verkkolaskuosoite Suomessa',
      helpText: null,
      languageCode: 'fi',
      orderNumber: 12,
    });
  });

  it('has the lists SPEC names, education degrees and levels among them', () => {
    for (const kind of ['contact-types', 'financial-document-types', 'company-document-types', 'user-roles', 'application-types',
      'application-statuses', 'certificate-kinds', 'company-relationship-types', 'education-degrees', 'education-levels']) {
      expect(DESCRIBABLES[kind], kind).toBeDefined();
    }
  });

  it('accepts the snake_case spelling and answers an unknown list with 404', async () => {
    const client = new Client(env.app);
    expect((await client.get('/api/descriptions/education_levels')).status).toBe(200);
    const unknown = await client.get('/api/descriptions/no-such-list');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Tuntematon luettelo.');
  });
});
