/** Request schema of POST /api/feedback (SPEC §3 Feedback); the browser validates with the same rules. */
import { z } from 'zod';
import { FEEDBACK_TITLE_DEFAULT } from '../modals';

export const FEEDBACK_TITLE_MAX = 200;
export const FEEDBACK_MESSAGE_MAX = 5000;

/** SPEC §3: 1 error message (Virheilmoitus), 2 feedback (Palaute). */
export const FeedbackMessageType = { errorMessage: 1, feedback: 2 } as const;

const id = z.number({ error: 'Valitse vastaanottaja.' }).int('Valitse vastaanottaja.').positive('Valitse vastaanottaja.');

export const feedbackSchema = z.object({
  message_type: z.union([z.literal(1), z.literal(2)], { error: 'Valitse viestin tyyppi.' }),
  recipient_person_id: id,
  /** An empty title becomes the default one. */
  title: z
    .string({ error: 'Otsikon on oltava tekstiä.' })
    .trim()
    .max(FEEDBACK_TITLE_MAX, `Otsikko on liian pitkä (enintään ${FEEDBACK_TITLE_MAX} merkkiä).`)
    .nullish()
    .transform((title) => title || FEEDBACK_TITLE_DEFAULT),
  message: z
    .string({ error: 'Viesti on pakollinen.' })
    .trim()
    .min(1, 'Viesti on pakollinen.')
    .max(FEEDBACK_MESSAGE_MAX, `Viesti on liian pitkä (enintään ${FEEDBACK_MESSAGE_MAX} merkkiä).`),
  company_id: z.number({ error: 'Yritys ei kelpaa.' }).int('Yritys ei kelpaa.').positive('Yritys ei kelpaa.').nullish(),
});
export type FeedbackBody = z.output<typeof feedbackSchema>;
