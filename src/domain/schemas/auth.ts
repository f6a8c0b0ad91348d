/** Request schemas of the auth routes (SPEC §7), shared by server and forms. */
import { z } from 'zod';
import { storable, UNSTORABLE_MESSAGE } from '../entities/fields';

export const PASSWORD_MIN_LENGTH = 12;

export const emailSchema = z
  .string({ error: 'Sähköpostiosoite on pakollinen.' })
  .trim()
  .min(1, 'Sähköpostiosoite on pakollinen.')
  .max(254, 'Sähköpostiosoite on liian pitkä.')
  .pipe(z.email('Anna kelvollinen sähköpostiosoite.'))
  .transform((value) => value.toLowerCase());
const email = emailSchema;

const newPassword = z
  .string({ error: 'Salasana on pakollinen.' })
  .min(PASSWORD_MIN_LENGTH, `Salasanan on oltava vähintään ${PASSWORD_MIN_LENGTH} merkkiä pitkä.`)
  .max(200, 'Salasana on liian pitkä.')
  .refine(storable, UNSTORABLE_MESSAGE);

const name = (label: string) =>
  z
    .string({ error: `${label} on pakollinen.` })
    .trim()
    .min(1, `${label} on pakollinen.`)
    .max(100, `${label} on liian pitkä.`)
    // The declarations' text rule: PostgreSQL stores neither NUL nor a lone surrogate (a 500 before).
    .refine(storable, UNSTORABLE_MESSAGE);

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Salasana on pakollinen.' }).min(1, 'Salasana on pakollinen.').max(200),
});
export type LoginBody = z.infer<typeof loginSchema>;

/** "Salasana uudelleen": left empty it is marked as missing, not passed as equal to an empty password. */
const passwordConfirmation = z.string({ error: 'Vahvista salasana.' }).min(1, 'Vahvista salasana.');

const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const mismatch = { message: 'Salasanat eivät täsmää.', path: ['password_confirmation'] };

export const registerSchema = z
  .object({
    email,
    first_name: name('Etunimi'),
    last_name: name('Sukunimi'),
    password: newPassword,
    password_confirmation: passwordConfirmation,
    newsletter: z.boolean().default(false),
    invite_token: z.string().max(200).refine(storable, UNSTORABLE_MESSAGE).nullable().default(null),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterBody = z.infer<typeof registerSchema>;

export const passwordEmailSchema = z.object({ email });

/** The signed-in user's own password, asked before a password or address change (issue 9 #9). */
const currentPassword = z.string({ error: 'Nykyinen salasana on pakollinen.' }).min(1, 'Nykyinen salasana on pakollinen.').max(200, 'Salasana on liian pitkä.');

/** PUT /users/me/password: the new password follows the registration's rules (length here, strength in the route). */
export const passwordChangeSchema = z
  .object({
    current_password: currentPassword,
    password: newPassword,
    password_confirmation: passwordConfirmation,
  })
  .refine(passwordsMatch, mismatch);
export type PasswordChangeBody = z.infer<typeof passwordChangeSchema>;

/** PUT /users/me/email: the new sign-in address, which takes effect once its link is followed. */
export const emailChangeSchema = z.object({ email, current_password: currentPassword });
export type EmailChangeBody = z.infer<typeof emailChangeSchema>;

export const passwordResetSchema = z
  .object({
    email,
    token: z.string({ error: 'Palautuslinkki on virheellinen.' }).min(1, 'Palautuslinkki on virheellinen.').max(200).refine(storable, 'Palautuslinkki on virheellinen.'),
    password: newPassword,
    password_confirmation: passwordConfirmation,
  })
  .refine(passwordsMatch, mismatch);
export type PasswordResetBody = z.infer<typeof passwordResetSchema>;

export const emailVerifyParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  hash: z.string().regex(/^[a-f0-9]{40}$/),
});
export const emailVerifyQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[a-f0-9]{64}$/),
});
