/**
 * The meeting's last steps (issue 20): end, notify the companies, archive — each refreshes the
 * meeting, the meeting lists, its agenda and the application lists (the items' statuses 8 / 9 / 10)
 * — and the board's decision as the company reads it on its application page.
 */
import { defineAction } from './action';
import { listKeys, recordKey } from './queryKeys';
import { agendaKey } from './boardActions';
import { boardMeeting } from '../entities/board';
import { responseSchema } from '../entities/entity';
import { applicationBoardDecisionAnswer } from '../boardClosing';

const MEETINGS = 'board-meetings';
const closeTouches = ({ id }: { id: number }) => [recordKey(MEETINGS, id), ...listKeys(MEETINGS), agendaKey(id), ['applications'], ['company-applications']];

export const endMeeting = defineAction({
  method: 'POST',
  path: '/board-meetings/:id/end',
  answer: responseSchema(boardMeeting),
  touches: closeTouches,
});

export const notifyMeeting = defineAction({
  method: 'POST',
  path: '/board-meetings/:id/notify',
  answer: responseSchema(boardMeeting),
  touches: closeTouches,
});

export const archiveMeeting = defineAction({
  method: 'POST',
  path: '/board-meetings/:id/archive',
  answer: responseSchema(boardMeeting),
  touches: closeTouches,
});

export const applicationBoardDecision = defineAction({
  method: 'GET',
  path: '/companies/:id/applications/:appId/board-decision',
  answer: applicationBoardDecisionAnswer,
  key: ({ id, appId }) => ['company-applications', id, 'one', appId, 'board-decision'],
});
