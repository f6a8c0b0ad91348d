/**
 * The client's confirmation of a reference (issue 10): the company asks the client's contact by
 * e-mail; the contact opens a signed link (no sign-in) and confirms, corrects (with a comment) or
 * declines, and may leave feedback. Shared by the server's schemas and the public page.
 */
import { z } from 'zod';
import { storable, UNSTORABLE_MESSAGE } from './entities/fields';
import { emailSchema } from './schemas/auth';

export { CONFIRMATION_PAGE_PATH } from './referenceConfirmationPath';
export const CONFIRMATION_VALID_DAYS = 30;
export const CONFIRMATION_TEXT_MAX = 2000;

export const CONFIRMATION_ANSWERS = ['confirm', 'correct', 'decline'] as const;
export type ConfirmationAnswer = (typeof CONFIRMATION_ANSWERS)[number];

export const confirmationRequestSchema = z.object({ email: emailSchema });

const optionalText = (tooLong: string) =>
  z
    .string({ error: 'Arvon on oltava tekstiä.' })
    .trim()
    .max(CONFIRMATION_TEXT_MAX, tooLong)
    .refine(storable, UNSTORABLE_MESSAGE)
    .nullish()
    .transform((value) => value || null);

export const confirmationAnswerSchema = z
  .object({
    answer: z.enum(CONFIRMATION_ANSWERS, { error: 'Valitse, vahvistatko, korjaatko vai hylkäätkö referenssin.' }),
    comment: optionalText(`Kommentti on liian pitkä (enintään ${CONFIRMATION_TEXT_MAX} merkkiä).`),
    feedback: optionalText(`Palaute on liian pitkä (enintään ${CONFIRMATION_TEXT_MAX} merkkiä).`),
  })
  .superRefine((body, ctx) => {
    if (body.answer === 'correct' && !body.comment) ctx.addIssue({ code: 'custom', path: ['comment'], message: 'Kerro, mitä referenssin tiedoissa pitää korjata.' });
  });
export type ConfirmationAnswerBody = z.output<typeof confirmationAnswerSchema>;

/** What the public page shows of the reference it is asked about. */
export const confirmationViewSchema = z.object({
  companyName: z.string(),
  title: z.string(),
  clientName: z.string().nullable(),
  address: z.string().nullable(),
  workDescription: z.string().nullable(),
  workStartDate: z.string().nullable(),
  workEndDate: z.string().nullable(),
  email: z.string(),
  status: z.enum(['pending', 'confirmed', 'corrected', 'declined']),
  answeredAt: z.string().nullable(),
});
export type ConfirmationView = z.output<typeof confirmationViewSchema>;
