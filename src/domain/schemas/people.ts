/**
 * Request schemas of the people routes (SPEC §7 People and Company people),
 * shared by the server and the company people forms. Snake_case keys as sent.
 */
import { z } from 'zod';
import { DEFAULT_BIRTH_YEAR } from '../companyPeople';
import { COMPANY_PERMISSIONS } from '../companyPermissions';
import { optionalDate } from './dates';

export const CONTACT_LANGUAGES = ['FI', 'SV', 'EN'] as const;

const requiredName = (label: string, max = 100) =>
  z
    .string({ error: `${label} on pakollinen.` })
    .trim()
    .min(1, `${label} on pakollinen.`)
    .max(max, `${label} on liian pitkä.`);

/** An optional text: trimmed, an empty value becomes null; left out stays undefined (kept as it was). */
const optionalText = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${label} on liian pitkä.`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

const optionalEmail = z
  .string()
  .trim()
  .max(254, 'Sähköpostiosoite on liian pitkä.')
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value ? value.toLowerCase() : null))
  .refine((value) => !value || z.email().safeParse(value).success, 'Anna kelvollinen sähköpostiosoite.');

const optionalPhone = z.string().trim().max(40, 'Puhelinnumero on liian pitkä.').nullable().optional();

const yearNow = () => new Date().getFullYear();

/** A year as a number or digits; empty means not given, left out stays undefined. */
const optionalYear = (label: string, min: number) =>
  z
    .union([z.number(), z.string().trim()], { error: `${label} ei ole kelvollinen vuosi.` })
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      const year = typeof value === 'number' ? value : /^\d{4}$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isInteger(year) || year < min || year > yearNow()) {
        ctx.addIssue({ code: 'custom', message: `${label} on oltava vuosi väliltä ${min}–${yearNow()}.` });
        return z.NEVER;
      }
      return year;
    });

const contactLanguage = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value ? value.toUpperCase() : null))
  .refine(
    (value) => !value || (CONTACT_LANGUAGES as readonly string[]).includes(value),
    'Yhteydenpitokieli on FI, SV tai EN.',
  );

/** PUT /people/:id: a person's basic fields (SPEC §5 save rules are applied by the server); left-out fields are kept. */
export const personSchema = z.object({
  first_name: requiredName('Etunimi'),
  last_name: requiredName('Sukunimi'),
  title: optionalText('Tehtävänimike'),
  birth_year: optionalYear('Syntymävuosi', DEFAULT_BIRTH_YEAR),
  phone: optionalPhone,
  contact_language: contactLanguage,
  email: optionalEmail,
});
export type PersonBody = z.output<typeof personSchema>;

const displayRoles = {
  company_contact_person: z.boolean().default(false),
  company_managing_director: z.boolean().default(false),
  company_production_management: z.boolean().default(false),
};

/** POST /companies/:id/people: a professional (a person without a login) and their display roles. */
export const professionalSchema = personSchema.extend(displayRoles);
export type ProfessionalBody = z.output<typeof professionalSchema>;

/** PUT /companies/:id/people/:personId: the person's roles and contact details in the company; left-out fields are kept. */
export const companyPersonSchema = z.object({
  company_admin: z.boolean().optional(),
  company_contact_person: z.boolean().optional(),
  company_managing_director: z.boolean().optional(),
  company_production_management: z.boolean().optional(),
  title: optionalText('Tehtävänimike'),
  phone: optionalPhone,
  email: optionalEmail,
  permissions: z
    .array(z.enum(COMPANY_PERMISSIONS, { error: 'Tuntematon oikeus.' }), { error: 'Oikeudet on annettava listana.' })
    .max(COMPANY_PERMISSIONS.length)
    .optional()
    .transform((list) => (list ? [...new Set(list)] : undefined)),
});
export type CompanyPersonBody = z.output<typeof companyPersonSchema>;

const optionalId = (label: string) =>
  z
    .number({ error: `${label} on virheellinen.` })
    .int(`${label} on virheellinen.`)
    .positive(`${label} on virheellinen.`)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** POST /people/:id/educations: a degree from the list (education_degree_id) or one's own description. */
export const educationSchema = z
  .object({
    education_degree_id: optionalId('Tutkinto'),
    description: optionalText('Tutkinnon kuvaus'),
    education_level_id: optionalId('Koulutusaste'),
    educational_institute: optionalText('Oppilaitos'),
    graduation_year: optionalYear('Valmistumisvuosi', 1900),
  })
  .superRefine((body, ctx) => {
    if (body.education_degree_id === null && !body.description) {
      ctx.addIssue({ code: 'custom', path: ['education_degree_id'], message: 'Valitse tutkinto tai kirjoita tutkinnon kuvaus.' });
    }
  });
export type EducationBody = z.output<typeof educationSchema>;

/** PUT /people/:id/educations: the person's whole education list, saved by the SPEC §5 self-edit rule. */
export const educationListSchema = z.object({
  educations: z.array(educationSchema, { error: 'Koulutukset on annettava listana.' }).max(50, 'Enintään 50 koulutusta.'),
});
export type EducationListBody = z.output<typeof educationListSchema>;

/** POST /people/:id/certificates and PUT …/:certId. */
export const personCertificateSchema = z
  .object({
    certificate_name: requiredName('Pätevyyden nimi', 200),
    certificate_number: optionalText('Pätevyyden numero', 100),
    issuer: optionalText('Myöntäjä'),
    valid_from: optionalDate('Voimassaolon alkupäivä on annettava muodossa pp.kk.vvvv.'),
    valid_until: optionalDate('Voimassaolon päättymispäivä on annettava muodossa pp.kk.vvvv.'),
    additional_info: optionalText('Lisätieto', 2000),
  })
  .superRefine((body, ctx) => {
    if (body.valid_from && body.valid_until && body.valid_until < body.valid_from) {
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'Voimassaolo ei voi päättyä ennen kuin se alkaa.' });
    }
  });
export type PersonCertificateBody = z.output<typeof personCertificateSchema>;
