/**
 * Application questions (issue 11, SPEC §2 listing, creating, showing, editing, deleting): the
 * office's catalogue of questions per application type and review section that the company
 * answers in its application (GET/PUT /companies/{id}/applications/{appId}/answers).
 */
import { APPLICATION_TYPE_IDS } from '../applications';
import { REVIEW_SECTIONS, reviewSectionId } from '../applicationReview';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { boolean, id, lookupChoice, text } from './fields';
import { integer } from './fieldsNumbers';

const TYPE_IDS = APPLICATION_TYPE_IDS as unknown as readonly [number, ...number[]];
const SECTION_IDS = REVIEW_SECTIONS.map(reviewSectionId);

export const applicationQuestion = defineEntity({
  resource: 'application-questions',
  path: 'application-questions',
  fields: {
    id: id(),
    applicationTypeId: lookupChoice('application-types', TYPE_IDS, {
      required: 'Valitse hakemustyyppi.',
      invalid: 'Valitse hakemustyyppi listalta.',
      sortable: true,
    }),
    sectionId: lookupChoice('application-review-sections', SECTION_IDS, {
      required: 'Valitse osio.',
      invalid: 'Valitse osio listalta.',
      sortable: true,
    }),
    text: text({ max: 2000, multiline: true, required: 'Kysymys on pakollinen.', tooLong: 'Kysymys on liian pitkä (enintään 2000 merkkiä).', sortable: true }),
    orderNumber: integer({ min: 0, max: 10000, invalid: 'Järjestysnumeron on oltava kokonaisluku 0–10000.', sortable: true }),
    active: boolean({}),
  },
});

export type ApplicationQuestion = EntityRecord<typeof applicationQuestion>;
export type ApplicationQuestionBody = EntityBody<typeof applicationQuestion>;
