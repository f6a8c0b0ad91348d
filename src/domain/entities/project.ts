/**
 * SPEC §3 Project: a company's project (hanke), with its visiting Finnish address (contact type 3)
 * and its coordinates address (type 13) as address records, checked by the address rules of
 * SPEC §5 (../addressRules.ts), and the location check of SPEC §4 (../projectLocation.ts) answered.
 */
import { z, type ZodType } from 'zod';
import { checkAddressField } from '../addressRules';
import { ContactType } from '../codes';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { boolean, computed, id, lookup, place, reference, text, type Field } from './fields';
import { integer } from './fieldsNumbers';

const addressText = (max: number) =>
  z
    .string({ error: 'Arvon on oltava tekstiä.' })
    .trim()
    .max(max, `Enintään ${max} merkkiä.`)
    .nullish()
    .transform((value) => value || null);

/**
 * An address record of the project of one contact type: sent as an object of its type's fields
 * (null removes it, left out keeps it; all fields empty is no address), checked by SPEC §5's rules.
 */
function projectAddress<const K extends 'street' | 'zipcode' | 'city' | 'country' | 'location'>(type: number, keys: readonly K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, addressText(key === 'location' ? 100 : 200)])) as Record<K, ReturnType<typeof addressText>>;
  const input = z
    .object(shape, { error: 'Osoitteen on oltava olio.' })
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return value;
      const values = value as Record<string, string | null>;
      if (keys.every((key) => !values[key] || (key === 'country' && values[key]?.toUpperCase() === 'FI'))) return null;
      const record: Record<string, string | null> = { ...values };
      if ('country' in shape) record.country = (values.country ?? 'FI').toUpperCase();
      for (const key of keys) {
        checkAddressField(type, key, record[key], (field, message) => ctx.addIssue({ code: 'custom', path: [field], message }));
      }
      return record as Record<K, string | null>;
    });
  const output = z.object({ id: z.number().int().positive(), addressTypeId: z.number().int(), ...Object.fromEntries(keys.map((key) => [key, z.string().nullable()])) }).nullable();
  return { kind: 'object', required: false, input, output, placement: place({ list: false }) } as unknown as Field<
    ZodType<Record<K, string | null> | null | undefined>,
    ZodType<({ id: number; addressTypeId: number } & Record<K, string | null>) | null>
  > & { kind: 'object' };
}

export const locationCheckSchema = z.object({
  result: z.enum(['none', 'ok', 'fail', 'warning']),
  reasons: z.array(z.object({ level: z.enum(['fail', 'warning']), field: z.enum(['propertyCode', 'buildingCode', 'coordinates', 'visitingAddress']), message: z.string() })),
});

export const project = defineEntity({
  resource: 'projects',
  path: 'companies/:companyId/projects',
  fields: {
    id: id(),
    companyId: reference('companies', { fromPath: true }),
    name: text({ max: 200, required: 'Hankkeen nimi on pakollinen.', tooLong: 'Hankkeen nimi on liian pitkä (enintään 200 merkkiä).', sortable: true }),
    projectClassificationId: lookup('project-classifications', { invalid: 'Valitse hankeluokka listalta.' }),
    planningTypeId: lookup('planning-types', { invalid: 'Valitse hanketyyppi listalta.', list: false }),
    contractTypeId: lookup('contract-types', { invalid: 'Valitse urakkamuoto listalta.' }),
    sectorId: lookup('sectors', { invalid: 'Valitse sektori listalta.', list: false }),
    projectSize: integer({ min: 0, max: 2_000_000_000, invalid: 'Hankkeen koon on oltava kokonaisluku (0–2 000 000 000).', list: false }),
    projectSizeUnitId: lookup('project-size-units', { invalid: 'Valitse koon yksikkö listalta.', list: false }),
    extent: text({ max: 2000, multiline: true, list: false, tooLong: 'Laajuus on liian pitkä (enintään 2000 merkkiä).' }),
    locationDescription: text({ max: 2000, multiline: true, list: false, tooLong: 'Sijainnin kuvaus on liian pitkä (enintään 2000 merkkiä).' }),
    district: text({ max: 100, sortable: true, tooLong: 'Kaupunginosa on liian pitkä (enintään 100 merkkiä).' }),
    propertyCode: text({ max: 30, list: false, tooLong: 'Kiinteistötunnus on liian pitkä.' }),
    buildingCode: text({ max: 20, list: false, tooLong: 'Rakennustunnus on liian pitkä.' }),
    siteKey: text({ max: 100, list: false, tooLong: 'Työmaa-avain on liian pitkä (enintään 100 merkkiä).' }),
    locationInfraIdentifier: text({ max: 100, list: false, tooLong: 'Infrakohteen tunniste on liian pitkä (enintään 100 merkkiä).' }),
    hasOtherCompanyReferences: boolean({ list: false }),
    visitingAddress: projectAddress(ContactType.visitingFinnish, ['street', 'zipcode', 'city', 'country']),
    coordinatesAddress: projectAddress(ContactType.coordinates, ['location']),
    locationCheck: computed(locationCheckSchema, { show: false }),
  },
});

export type Project = EntityRecord<typeof project>;
export type ProjectBody = EntityBody<typeof project>;
