import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import {
  emailVerifyParamsSchema,
  emailVerifyQuerySchema,
  loginSchema,
  passwordEmailSchema,
  passwordResetSchema,
  registerSchema,
} from '../../../src/domain/schemas/auth';
import { access } from '../../http/access';
import { unauthorized } from '../../http/errors';
import { limitMail } from '../../http/mailLimits';
import { defineRoute } from '../../http/route';
import { endAllSessions, endSession, startSession } from '../../http/session';
import { loadUserView } from '../users';
import { currentUserSchema } from '../../../src/domain/api/users';
import * as auth from './service';
import { requireStrongPassword } from './passwords';
import {
  authNoticeSchema,
  emailVerificationSchema,
  registrationSchema,
  type AuthNotice,
  type EmailVerification,
  type Registration,
} from '../../../src/domain/api/auth';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/login',
    access: access.public(),
    summary: 'Sign in with e-mail and password; starts a new session',
    schemas: { rules: ['Sähköpostiosoite tai salasana on väärä.'], errors: [401, 403, 429], body: loginSchema, response: { 200: currentUserSchema } },
    handler: async ({ body, request, reply }) => {
      const userId = await auth.authenticate(ctx, body.email, body.password, request.ip);
      await startSession(ctx.db, ctx.secret, request, reply, userId);
      const view = await loadUserView(ctx.db, userId);
      if (!view) throw unauthorized();
      return view;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/logout',
    access: access.signedIn(),
    summary: 'Sign out: ends the session on the server',
    schemas: { response: { 204: null } },
    handler: async ({ request, reply }) => {
      await endSession(ctx.db, request, reply);
      return reply.status(204).send();
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/register',
    access: access.public(),
    summary: 'Register a user; sends the verification e-mail, or with a valid invite starts verified and joins the company',
    schemas: { errors: [429], body: registerSchema, response: { 201: registrationSchema } },
    handler: async ({ body, request, reply }) => {
      await requireStrongPassword(body.password, [body.email, body.first_name, body.last_name]);
      await limitMail(ctx.db, { address: request.ip }, body.email);
      const { emailVerified } = await auth.register(ctx, body);
      return reply.status(201).send({ email: body.email, emailVerified } satisfies Registration);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/email/resend',
    access: access.public(),
    summary: 'Send a new verification link to an unverified address',
    schemas: { errors: [429], body: passwordEmailSchema, response: { 200: authNoticeSchema } },
    handler: async ({ body, request }) => {
      await limitMail(ctx.db, { address: request.ip }, body.email);
      await auth.resendVerification(ctx, body.email);
      return { message: 'Jos osoitteella on vahvistamaton tunnus, lähetimme siihen uuden vahvistuslinkin.' } satisfies AuthNotice;
    },
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/auth/email/verify/:id/:hash',
    access: access.public(),
    summary: 'Verify an e-mail address with the signed link (valid 60 minutes)',
    schemas: { errors: [403], params: emailVerifyParamsSchema, query: emailVerifyQuerySchema, response: { 200: emailVerificationSchema } },
    handler: async ({ params, query }) => {
      const { email } = await auth.verifyEmail(ctx, { ...params, ...query });
      return { verified: true, email } satisfies EmailVerification;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/password/email',
    access: access.public(),
    summary: 'Send a password reset link (same answer whether or not the address exists)',
    schemas: { errors: [429], body: passwordEmailSchema, response: { 200: authNoticeSchema } },
    handler: async ({ body, request }) => {
      await limitMail(ctx.db, { address: request.ip }, body.email);
      await auth.requestPasswordReset(ctx, body.email);
      return { message: 'Jos osoite on rekisteröity palveluun, lähetimme siihen linkin salasanan vaihtamiseen.' } satisfies AuthNotice;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/password/reset',
    access: access.public(),
    summary: 'Set a new password with a reset token (single use, 60 minutes)',
    schemas: { body: passwordResetSchema, response: { 200: authNoticeSchema } },
    handler: async ({ body }) => {
      await requireStrongPassword(body.password, [body.email]);
      const userId = await auth.resetPassword(ctx, body);
      await endAllSessions(ctx.db, userId);
      return { message: 'Salasana on vaihdettu. Voit nyt kirjautua sisään uudella salasanalla.' } satisfies AuthNotice;
    },
  });
}
