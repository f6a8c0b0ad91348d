/**
 * Feedback (SPEC §3, §7 Messages): who may receive it (the office, or within a company also its
 * admins and contact persons) and sending it, stored and e-mailed.
 */
import { pageSchema, requestSchema, responseSchema } from '../entities/entity';
import { feedback } from '../entities/feedback';
import { defineAction } from './action';
import { feedbackRecipientSchema } from './feedback';

const recipients = pageSchema(feedbackRecipientSchema);

export const officeRecipients = defineAction({
  method: 'GET',
  path: '/messages/recipients',
  answer: recipients,
});

export const companyRecipients = defineAction({
  method: 'GET',
  path: '/companies/:id/messages/recipients',
  answer: recipients,
});

export const sendFeedback = defineAction({
  method: 'POST',
  path: '/feedback',
  body: requestSchema(feedback),
  answer: responseSchema(feedback),
  created: true,
});
