/** SPEC §7 Messages: who feedback may be sent to (GET /messages/recipients). The message itself is entities/feedback.ts. */
import type { Person } from '../entities/person';

/** Someone feedback may be sent to; never their e-mail address. */
export interface FeedbackRecipient {
  /** The person's id: what POST /feedback takes as recipient_person_id. */
  id: number;
  person: Pick<Person, 'id' | 'firstName' | 'lastName'>;
  /** office: Pätevä's office staff; company: the company's own admin or contact person. */
  group: 'office' | 'company';
}
