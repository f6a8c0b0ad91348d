/**
 * An invite's calls beside its CRUD (SPEC §7 Company people, invites): cancelled by its token (an
 * invite made before tokens were kept: by its numeric id), accepted by the invited signed-in
 * person, validated from the public link. The path's `:token` is text, not an id.
 */
import { responseSchema } from '../entities/entity';
import { invite, inviteAcceptedSchema, inviteTokenSchema, inviteValidationSchema } from '../entities/invite';
import { defineAction } from './action';
import { resourceKey } from './queryKeys';

const INVITE = '/companies/:id/invites/:token';
const token = { token: inviteTokenSchema };

export const cancelInvite = defineAction({
  method: 'DELETE',
  path: INVITE,
  params: token,
  answer: responseSchema(invite),
  touches: () => [resourceKey(invite.resource)],
});

export const acceptInvite = defineAction({
  method: 'POST',
  path: `${INVITE}/accept`,
  params: token,
  answer: inviteAcceptedSchema,
});

export const validateInvite = defineAction({
  method: 'GET',
  path: '/invites/:token/validate',
  params: token,
  answer: inviteValidationSchema,
});
