/**
 * The board's calls beyond CRUD (issue 20): who may be picked as a member or a responsible person,
 * the office's queue of proposed applications, and a meeting's agenda — read, an application
 * attached, an application detached. Attaching and detaching refresh the meeting (its
 * applicationCount), the agenda, the queue and the office's application lists (status 6 / 5).
 */
import { defineAction } from './action';
import { agendaCandidateSchema, agendaSchema, attachBodySchema, boardPeopleSchema } from './boards';
import { listKeys, recordKey } from './queryKeys';
import { z } from 'zod';

const MEETINGS = 'board-meetings';
export const boardQueueKey = [MEETINGS, 'queue'] as const;
export const agendaKey = (id: number) => [MEETINGS, 'agenda', id] as const;

const agendaTouches = ({ id }: { id: number }) => [recordKey(MEETINGS, id), ...listKeys(MEETINGS), agendaKey(id), boardQueueKey, ['applications']];

export const boardPeople = defineAction({
  method: 'GET',
  path: '/board-people',
  answer: boardPeopleSchema,
  key: () => ['boards', 'people'],
});

export const boardQueue = defineAction({
  method: 'GET',
  path: '/board-queue',
  answer: z.object({ data: z.array(agendaCandidateSchema) }),
  key: () => boardQueueKey,
});

export const meetingAgenda = defineAction({
  method: 'GET',
  path: '/board-meetings/:id/applications',
  answer: agendaSchema,
  key: ({ id }) => agendaKey(id),
});

export const attachApplication = defineAction({
  method: 'POST',
  path: '/board-meetings/:id/applications',
  body: attachBodySchema,
  answer: agendaSchema,
  touches: agendaTouches,
});

export const detachApplication = defineAction({
  method: 'DELETE',
  path: '/board-meetings/:id/applications/:appId',
  answer: null,
  touches: agendaTouches,
});
