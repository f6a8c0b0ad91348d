/**
 * The signed-in user's own account (docs/api.md "Own account"): the password changed (the other
 * sessions end), a new sign-in address asked for (in effect once its mailed link is followed),
 * and a pending address change cancelled. The account page reloads the current user itself.
 */
import { emailChangeSchema, passwordChangeSchema } from '../schemas/auth';
import { defineAction } from './action';
import { authNoticeSchema, emailChangeRequestSchema } from './auth';

export const changePassword = defineAction({
  method: 'PUT',
  path: '/users/me/password',
  body: passwordChangeSchema,
  answer: authNoticeSchema,
});

export const changeEmail = defineAction({
  method: 'PUT',
  path: '/users/me/email',
  body: emailChangeSchema,
  answer: emailChangeRequestSchema,
});

export const cancelEmailChange = defineAction({
  method: 'DELETE',
  path: '/users/me/email',
  answer: null,
});
