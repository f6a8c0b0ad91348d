/** The office (yksikkö) body of POST/PUT /api/companies/:id/offices. */
import { z } from 'zod';

const text = (max: number) =>
  z
    .string({ error: 'Arvon on oltava tekstiä.' })
    .trim()
    .max(max, `Enintään ${max} merkkiä.`)
    .nullish()
    .transform((value) => (value ? value : null));

export const officeSchema = z.object({
  name: z
    .string({ error: 'Yksikön nimi on pakollinen.' })
    .trim()
    .min(1, 'Yksikön nimi on pakollinen.')
    .max(200, 'Yksikön nimi on liian pitkä (enintään 200 merkkiä).'),
  description: text(2000),
  street: text(200),
  zipcode: text(20).refine((value) => value === null || /^\d{5}$/.test(value), 'Postinumeron on oltava viisi numeroa.'),
  city: text(100),
  country: z
    .string({ error: 'Arvon on oltava tekstiä.' })
    .trim()
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : 'FI'))
    .refine((value) => /^[A-Z]{2}$/.test(value), 'Anna maa kaksikirjaimisena maatunnuksena, esim. FI tai SE.'),
});

export type OfficeBody = z.output<typeof officeSchema>;

export const OFFICE_FIELDS = ['name', 'description', 'street', 'zipcode', 'city', 'country'] as const;
