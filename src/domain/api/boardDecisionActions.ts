/**
 * The board's handling of an item (issue 20): a member declares or withdraws their disqualification
 * (esteellisyys), and the chairman, the assistant or the office records the decision. Both answer
 * the meeting's agenda with every item's conflicts, quorum and decision, and refresh the meeting.
 */
import { defineAction } from './action';
import { agendaSchema } from './boards';
import { listKeys, recordKey } from './queryKeys';
import { conflictBodySchema, decisionBodySchema } from '../boardDecisions';

const MEETINGS = 'board-meetings';
const itemTouches = ({ id }: { id: number }) => [recordKey(MEETINGS, id), ...listKeys(MEETINGS), [MEETINGS, 'agenda'], ['applications']];

export const setItemConflict = defineAction({
  method: 'PUT',
  path: '/board-meetings/:id/items/:appId/conflict',
  body: conflictBodySchema,
  answer: agendaSchema,
  touches: itemTouches,
});

export const setItemDecision = defineAction({
  method: 'PUT',
  path: '/board-meetings/:id/items/:appId/decision',
  body: decisionBodySchema,
  answer: agendaSchema,
  touches: itemTouches,
});
