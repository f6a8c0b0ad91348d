/** SPEC §3 Feedback: an error message or feedback to an allowed recipient, maybe about a company (SPEC §7 Messages). */
import { z } from 'zod';
import { FEEDBACK_TITLE_DEFAULT } from '../modals';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { code, computed, datetime, id, optionalReference, reference, text } from './fields';


export const FEEDBACK_TITLE_MAX = 200;
export const FEEDBACK_MESSAGE_MAX = 5000;

/** SPEC §3: 1 error message (Virheilmoitus), 2 feedback (Palaute). */
export const FeedbackMessageType = { errorMessage: 1, feedback: 2 } as const;

export const feedback = defineEntity({
  resource: 'feedback',
  path: 'feedback',
  fields: {
    id: id(),
    messageType: code([FeedbackMessageType.errorMessage, FeedbackMessageType.feedback], { required: 'Valitse viestin tyyppi.' }),
    /** The recipient's person id; the service checks that they may receive it. */
    recipientPersonId: reference('people', { required: 'Valitse vastaanottaja.' }),
    recipient: computed(z.object({ person: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }) }), {}),
    title: text({ max: FEEDBACK_TITLE_MAX, tooLong: `Otsikko on liian pitkä (enintään ${FEEDBACK_TITLE_MAX} merkkiä).` }),
    message: text({
      max: FEEDBACK_MESSAGE_MAX,
      required: 'Viesti on pakollinen.',
      tooLong: `Viesti on liian pitkä (enintään ${FEEDBACK_MESSAGE_MAX} merkkiä).`,
      multiline: true,
    }),
    companyId: optionalReference('companies', { invalid: 'Yritys ei kelpaa.' }),
    createdAt: datetime({}),
  },
  // An empty title becomes SPEC §3's default one.
  normalize: (values) => ({ ...values, title: values.title || FEEDBACK_TITLE_DEFAULT }),
});

export type Feedback = EntityRecord<typeof feedback>;
export type FeedbackBody = EntityBody<typeof feedback>;
