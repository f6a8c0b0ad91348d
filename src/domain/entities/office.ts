/** SPEC §3 Application company office's source: a company's office (yksikkö). */
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { country, id, reference, text } from './fields';

/** A Finnish postal code is five digits (DOMAIN.md); other countries' codes are taken as written. */
export const isFinnishZipcode = (value: string) => /^\d{5}$/.test(value);
export const FINNISH_ZIPCODE_MESSAGE = 'Postinumeron on oltava viisi numeroa.';

export const office = defineEntity({
  resource: 'offices',
  path: 'companies/:companyId/offices',
  fields: {
    id: id(),
    companyId: reference('companies', { fromPath: true }),
    name: text({ max: 200, required: 'Yksikön nimi on pakollinen.', tooLong: 'Yksikön nimi on liian pitkä (enintään 200 merkkiä).', sortable: true }),
    description: text({ max: 2000, multiline: true }),
    street: text({ max: 200, list: false }),
    zipcode: text({ max: 20, list: false }),
    city: text({ max: 100, list: false, sortable: true }),
    country: country({ list: false }),
  },
  checks: [
    {
      // An office abroad has its own country's postal code. Left out, the country is FI (a new office) — a
      // change of a foreign office's postal code sends its country too (the forms do: checkedTogether).
      reads: ['zipcode', 'country'],
      check: (values, add) => {
        if (values.zipcode && (values.country ?? 'FI') === 'FI' && !isFinnishZipcode(values.zipcode)) add('zipcode', FINNISH_ZIPCODE_MESSAGE);
      },
    },
  ],
});

export type Office = EntityRecord<typeof office>;
export type OfficeBody = EntityBody<typeof office>;
