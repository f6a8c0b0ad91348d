/** The signed-in user's own password and sign-in address (issue 9 #9; docs/api.md "Own account"). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { unauthorized } from '../../http/errors';
import { defineRoute, requireUser } from '../../http/route';
import { emailVerifyParamsSchema, emailVerifyQuerySchema } from '../../../src/domain/schemas/auth';
import { cancelEmailChange, changeEmail, changePassword } from '../../../src/domain/api/accountActions';
import { defineActionRoute } from '../../http/actionRoute';
import {
  emailChangeConfirmationSchema,
  type AuthNotice,
  type EmailChangeConfirmation,
  type EmailChangeRequest,
} from '../../../src/domain/api/auth';
import * as account from './service';

/** What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document). */
const ACCOUNT_RULES = [
  'Nykyinen salasana on väärä.',
];

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, changePassword, {
    access: access.signedIn(),
    summary: "Change one's own password (the current one first); every other session of the user ends",
    rules: ACCOUNT_RULES,
    errors: [429],
    handler: async ({ user, body, request }) => {
      if (!request.sessionId) throw unauthorized();
      await account.changePassword(ctx, requireUser(user), request.sessionId, body, request.ip);
      return { message: 'Salasana on vaihdettu. Muut kirjautumisesi on lopetettu.' } satisfies AuthNotice;
    },
  });

  defineActionRoute(app, changeEmail, {
    access: access.signedIn(),
    summary: "Change one's own sign-in address: takes effect once the link mailed to the new address is followed (60 minutes)",
    rules: ACCOUNT_RULES,
    errors: [429],
    handler: async ({ user, body, request }) => {
      await account.requestEmailChange(ctx, requireUser(user), body, request.ip);
      return {
        message: `Lähetimme vahvistuslinkin osoitteeseen ${body.email}. Osoite vaihtuu, kun avaat linkin. Siihen asti kirjaudu sisään nykyisellä osoitteellasi.`,
        pendingEmail: body.email,
      } satisfies EmailChangeRequest;
    },
  });

  defineActionRoute(app, cancelEmailChange, {
    access: access.signedIn(),
    summary: 'Cancel a pending sign-in address change: its link stops working',
    handler: async ({ user }) => {
      await account.cancelEmailChange(ctx, requireUser(user));
    },
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/auth/email/change/:id/:hash',
    access: access.public(),
    summary: 'Confirm a new sign-in address with the signed link mailed to it (valid 60 minutes)',
    schemas: { errors: [403, 409], params: emailVerifyParamsSchema, query: emailVerifyQuerySchema, response: { 200: emailChangeConfirmationSchema } },
    handler: async ({ params, query }) => {
      const { email } = await account.confirmEmailChange(ctx, { ...params, ...query });
      return { changed: true, email } satisfies EmailChangeConfirmation;
    },
  });
}
