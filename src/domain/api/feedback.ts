/** SPEC §7 Messages: who feedback may be sent to (GET /messages/recipients). The message itself is entities/feedback.ts. */
import { z } from 'zod';

/** Someone feedback may be sent to; never their e-mail address. */
export const feedbackRecipientSchema = z.object({
  /** The person's id: what POST /feedback takes as recipient_person_id. */
  id: z.number().int(),
  person: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  /** office: Pätevä's office staff; company: the company's own admin or contact person. */
  group: z.enum(['office', 'company']),
});
export type FeedbackRecipient = z.infer<typeof feedbackRecipientSchema>;
