/** SPEC §3 Feedback as the API answers it (SPEC §7 Messages: recipients, POST /feedback). */
import type { FeedbackMessageType } from '../schemas/feedback';
import type { Person } from '../entities/person';

/** Someone feedback may be sent to; never their e-mail address. */
export interface FeedbackRecipient {
  /** The person's id: what POST /feedback takes as recipient_person_id. */
  id: number;
  person: Pick<Person, 'id' | 'firstName' | 'lastName'>;
  /** office: Pätevä's office staff; company: the company's own admin or contact person. */
  group: 'office' | 'company';
}

/** POST /feedback answers the message sent. */
export interface Feedback {
  id: number;
  messageType: (typeof FeedbackMessageType)[keyof typeof FeedbackMessageType];
  recipient: Pick<FeedbackRecipient, 'person'>;
  title: string;
  message: string;
  companyId: number | null;
  createdAt: string;
}
