/** The answers of SPEC §7 Auth besides the user itself (login answers CurrentUser, ./users.ts). */
import { z } from 'zod';

/** POST /auth/register: emailVerified true when a valid invite for the same address made the user a company user at once. */
export const registrationSchema = z.object({ email: z.string(), emailVerified: z.boolean() });
export type Registration = z.infer<typeof registrationSchema>;

/** GET or POST /auth/email/verify/:id/:hash. */
export const emailVerificationSchema = z.object({ verified: z.literal(true), email: z.string() });
export type EmailVerification = z.infer<typeof emailVerificationSchema>;

/** POST /auth/email/resend, /auth/password/email and /auth/password/reset: a Finnish text to show. */
export const authNoticeSchema = z.object({ message: z.string() });
export type AuthNotice = z.infer<typeof authNoticeSchema>;

/** GET or POST /auth/email/change/:id/:hash: the account's sign-in address is now `email`. */
export const emailChangeConfirmationSchema = z.object({ changed: z.literal(true), email: z.string() });
export type EmailChangeConfirmation = z.infer<typeof emailChangeConfirmationSchema>;

/** PUT /users/me/email: the address waiting for its link (the same answer whether or not it has an account). */
export const emailChangeRequestSchema = z.object({ message: z.string(), pendingEmail: z.string() });
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;
