/**
 * The minutes' checkers (issue 20; docs/decisions.md): the office or the board's chairman or
 * assistant names two of the board's members as minute checkers (pöytäkirjantarkastajat), and each
 * of them approves the minutes in the portal once the meeting has ended. The minutes PDF and the
 * meeting page show who approved and when. The PDFs themselves are plain GET addresses
 * (`minutesPdfPath`, `decisionExtractPdfPath`), opened as links.
 */
import { z } from 'zod';
import { defineAction } from './action';
import { recordKey } from './queryKeys';
import { idInput } from '../entities/fields';

export const MINUTES_MESSAGES = {
  twoCheckers: 'Valitse kaksi eri pöytäkirjan tarkastajaa.',
  notMember: 'Pöytäkirjan tarkastajaksi voi valita vain lautakunnan aktiivisen jäsenen.',
  checkingStarted: 'Tarkastajia ei voi enää vaihtaa: pöytäkirja on jo hyväksytty ainakin kerran.',
  archived: 'Kokous on arkistoitu, joten tarkastajia ei voi enää vaihtaa.',
  chooseNotAllowed: 'Pöytäkirjan tarkastajat valitsee puheenjohtaja, sihteeri tai toimisto.',
  notChecker: 'Vain pöytäkirjan tarkastaja voi hyväksyä pöytäkirjan.',
  notEnded: 'Pöytäkirjan voi hyväksyä vasta, kun kokous on päättynyt.',
  extractNotYet: 'Päätösote on nähtävissä, kun päätöksestä on ilmoitettu yritykselle.',
} as const;

const id = z.number().int().positive();

export const minuteCheckerSchema = z.object({ boardMemberId: id, personId: id, name: z.string(), approvedAt: z.string().nullable() });
export type MinuteChecker = z.infer<typeof minuteCheckerSchema>;
export const minuteCheckersSchema = z.object({ data: z.array(minuteCheckerSchema) });
export type MinuteCheckers = z.infer<typeof minuteCheckersSchema>;

export const minuteCheckersBodySchema = z.object({
  board_member_ids: z.array(idInput(MINUTES_MESSAGES.twoCheckers), { error: MINUTES_MESSAGES.twoCheckers }).length(2, MINUTES_MESSAGES.twoCheckers),
});

export const minuteCheckersKey = (meetingId: number) => ['board-meetings', 'minute-checkers', meetingId] as const;
const touches = ({ id: meetingId }: { id: number }) => [minuteCheckersKey(meetingId), recordKey('board-meetings', meetingId)];

export const minuteCheckers = defineAction({
  method: 'GET',
  path: '/board-meetings/:id/minute-checkers',
  answer: minuteCheckersSchema,
  key: ({ id: meetingId }) => minuteCheckersKey(meetingId),
});

export const setMinuteCheckers = defineAction({
  method: 'PUT',
  path: '/board-meetings/:id/minute-checkers',
  body: minuteCheckersBodySchema,
  answer: minuteCheckersSchema,
  touches,
});

export const approveMinutes = defineAction({
  method: 'POST',
  path: '/board-meetings/:id/minutes/approve',
  answer: minuteCheckersSchema,
  touches,
});

/** The PDFs' addresses under /api (opened as links, never cached). */
export const minutesPdfPath = (meetingId: number): string => `/api/board-meetings/${meetingId}/minutes`;
export const decisionExtractPdfPath = (meetingId: number, appId: number): string => `/api/board-meetings/${meetingId}/items/${appId}/decision-extract`;
