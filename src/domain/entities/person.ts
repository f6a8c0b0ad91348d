/** SPEC §3 Person: a person's own basic fields (PUT /people/{id}); their educations and certificates are entities of their own. */
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { id, text } from './fields';
import { email, phone } from './fieldsContact';
import { contactLanguage, year } from './fieldsPeople';
import { DEFAULT_BIRTH_YEAR } from '../companyPeople';

export const person = defineEntity({
  resource: 'people',
  path: 'people',
  fields: {
    id: id(),
    firstName: text({ max: 100, required: 'Etunimi on pakollinen.', tooLong: 'Etunimi on liian pitkä.' }),
    lastName: text({ max: 100, required: 'Sukunimi on pakollinen.', tooLong: 'Sukunimi on liian pitkä.' }),
    title: text({ max: 200, tooLong: 'Tehtävänimike on liian pitkä.' }),
    // Saved without one, it is 1901 (SPEC §5), so the answer always has a year.
    birthYear: year({ label: 'Syntymävuosi', min: DEFAULT_BIRTH_YEAR, answeredAlways: true }),
    phone: phone(),
    contactLanguage: contactLanguage(),
    email: email(),
  },
});

export type Person = EntityRecord<typeof person>;
export type PersonBody = EntityBody<typeof person>;
