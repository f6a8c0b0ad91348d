/** The answers of SPEC §7 Auth besides the user itself (login answers CurrentUser, ./users.ts). */

/** POST /auth/register: emailVerified true when a valid invite for the same address made the user a company user at once. */
export interface Registration {
  email: string;
  emailVerified: boolean;
}

/** GET or POST /auth/email/verify/:id/:hash. */
export interface EmailVerification {
  verified: true;
  email: string;
}

/** POST /auth/email/resend, /auth/password/email and /auth/password/reset: a Finnish text to show. */
export interface AuthNotice {
  message: string;
}
