/**
 * A person's whole education list saved in one go (SPEC §5 self-edit: the same degree or
 * description replaces), in one transaction; answers the list saved.
 */
import { pageSchema, responseSchema } from '../entities/entity';
import { companyPerson } from '../entities/companyPerson';
import { education, educationListSchema } from '../entities/education';
import { defineAction } from './action';
import { resourceKey } from './queryKeys';

export const replaceEducations = defineAction({
  method: 'PUT',
  path: '/people/:id/educations',
  body: educationListSchema,
  answer: pageSchema(responseSchema(education)),
  // The company people carry their educations (personEducations): their records and lists change too.
  touches: () => [resourceKey(education.resource), resourceKey(companyPerson.resource)],
});
