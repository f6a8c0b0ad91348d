/** The office (yksikkö) body of POST/PUT /api/companies/:id/offices. */
import { z } from 'zod';
import { COUNTRY_CODE_MESSAGE, FINNISH_ZIPCODE_MESSAGE, isCountryCode, isFinnishZipcode, optionalText as text } from './fields';

export const officeSchema = z
  .object({
  name: z
    .string({ error: 'Yksikön nimi on pakollinen.' })
    .trim()
    .min(1, 'Yksikön nimi on pakollinen.')
    .max(200, 'Yksikön nimi on liian pitkä (enintään 200 merkkiä).'),
  description: text(2000),
  street: text(200),
  zipcode: text(20),
  city: text(100),
  country: z
    .string({ error: 'Arvon on oltava tekstiä.' })
    .trim()
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : 'FI'))
    .refine(isCountryCode, COUNTRY_CODE_MESSAGE),
  })
  // An office abroad has its own country's postal code.
  .refine((office) => office.zipcode === null || office.country !== 'FI' || isFinnishZipcode(office.zipcode), {
    message: FINNISH_ZIPCODE_MESSAGE,
    path: ['zipcode'],
    // Checked also when another field (the name) is wrong, so every error shows at once.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'zipcode' || issue.path?.[0] === 'country'),
  });

export type OfficeBody = z.output<typeof officeSchema>;

export const OFFICE_FIELDS = ['name', 'description', 'street', 'zipcode', 'city', 'country'] as const;
