/**
 * SPEC §3 Board, board member and board meeting (issue 20): the association's boards (lautakunnat),
 * their members with a role, and the boards' meetings with their renewal dates and messages.
 * /api/boards, /api/boards/{boardId}/members and /api/board-meetings.
 */
import { z } from 'zod';
import { BOARD_MEMBER_ROLE_IDS, MEETING_STATUS_TEXTS } from '../boardMeetings';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { boolean, computed, date, datetime, id, lookupChoice, optionalReference, readOnly, reference, text } from './fields';
import { createOnly, formField } from './fieldsForm';

export const board = defineEntity({
  resource: 'boards',
  path: 'boards',
  fields: {
    id: id(),
    name: text({ max: 200, required: 'Lautakunnan nimi on pakollinen.', tooLong: 'Lautakunnan nimi on liian pitkä (enintään 200 merkkiä).', sortable: true }),
    shortName: text({ max: 40, tooLong: 'Lyhenne on liian pitkä (enintään 40 merkkiä).', sortable: true }),
    description: text({ max: 2000, multiline: true, list: false, tooLong: 'Kuvaus on liian pitkä (enintään 2000 merkkiä).' }),
    active: boolean({}),
    /** SPEC §3 {product}ResponsibleId: the association's person responsible for the board (a staff member). */
    patevaResponsibleId: optionalReference('people', { invalid: 'Valitse vastuuhenkilö listalta.', list: false }),
    patevaResponsibleName: computed(z.string().nullable(), { list: false, form: false }),
    memberCount: computed(z.number().int(), { form: false }),
  },
});

export const boardMember = defineEntity({
  resource: 'board-members',
  path: 'boards/:boardId/members',
  fields: {
    id: id(),
    boardId: reference('boards', { fromPath: true }),
    // The person does not change: another person is another member.
    personId: createOnly(reference('people', { required: 'Valitse jäseneksi henkilö.' })),
    boardMemberRoleId: lookupChoice('board-meeting-roles', BOARD_MEMBER_ROLE_IDS, {
      required: 'Valitse jäsenen rooli.',
      invalid: 'Valitse jäsenen rooli listalta.',
      sortable: true,
    }),
    active: boolean({}),
    /** "Etunimi Sukunimi" and the e-mail of the person. */
    name: computed(z.string(), { form: false, sortable: true }),
    email: computed(z.string().nullable(), { form: false }),
  },
});

const MEETING_TIME_MESSAGE = 'Anna kokouksen aika muodossa pp.kk.vvvv hh.mm.';
const MEETING_TIME_RANGE = 'Kokouksen ajan on oltava väliltä 1.1.2000–31.12.2100.';
/** A moment the client sends: ISO 8601 with its offset (the form's Date is sent as such). */
const meetingTime = z
  .union([z.date({ error: MEETING_TIME_MESSAGE }), z.iso.datetime({ offset: true, error: MEETING_TIME_MESSAGE })], { error: MEETING_TIME_MESSAGE })
  .transform((value) => (value instanceof Date ? value : new Date(value)))
  .refine((value) => !Number.isNaN(value.getTime()), MEETING_TIME_MESSAGE)
  .refine((value) => value.getUTCFullYear() >= 2000 && value.getUTCFullYear() <= 2100, MEETING_TIME_RANGE)
  .transform((value) => value.toISOString());

/** The reminders go out in order (the meeting's check; published as its 422 rules). */
export const RENEWAL_ORDER_MESSAGES = {
  second: 'Toisen muistutuksen on oltava ensimmäisen jälkeen.',
  sent: 'Uusimisilmoituksen päivän on oltava toisen muistutuksen jälkeen.',
} as const;

const day = (malformed: string) => date({ malformed, list: false });

/** What a member's view of the meeting carries per board member (SPEC §3 Board meeting members). */
export const meetingMemberSchema = z.object({
  id: z.number().int(),
  personId: z.number().int(),
  name: z.string(),
  boardMemberRoleId: z.number().int(),
  /** An inactive member is listed only when the meeting recorded them. */
  active: z.boolean(),
  /** A 'board-meeting-attendances' id once marked, else null. */
  attendanceId: z.number().int().nullable(),
});

/** boardMeetings.ts quorumOf, as the meeting answers it. */
export const quorumSchema = z.object({
  present: z.number().int(),
  activeMembers: z.number().int(),
  required: z.number().int(),
  chairPresent: z.boolean(),
  met: z.boolean(),
});

export const boardMeeting = defineEntity({
  resource: 'board-meetings',
  path: 'board-meetings',
  fields: {
    id: id(),
    boardId: createOnly(reference('boards', { required: 'Valitse lautakunta.' })),
    boardName: computed(z.string(), { form: false, sortable: true }),
    title: text({ max: 200, required: 'Kokouksen otsikko on pakollinen.', tooLong: 'Otsikko on liian pitkä (enintään 200 merkkiä).', sortable: true }),
    meetingTime: { ...formField('datetime', meetingTime, z.string()), required: true, sortable: true },
    location: text({ max: 200, tooLong: 'Paikka on liian pitkä (enintään 200 merkkiä).' }),
    description: text({ max: 4000, multiline: true, list: false, tooLong: 'Kuvaus on liian pitkä (enintään 4000 merkkiä).' }),
    callerPersonId: optionalReference('people', { invalid: 'Valitse koollekutsuja listalta.', list: false }),
    statusText: computed(z.enum(MEETING_STATUS_TEXTS), { form: false }),
    active: computed(z.boolean(), { list: false, form: false }),
    applicationCount: computed(z.number().int(), { form: false }),
    memberMessageTitle: text({ max: 200, list: false, tooLong: 'Otsikko on liian pitkä (enintään 200 merkkiä).' }),
    memberMessageContent: text({ max: 10000, multiline: true, list: false, tooLong: 'Viesti on liian pitkä (enintään 10000 merkkiä).' }),
    companyMessageTitle: text({ max: 200, list: false, tooLong: 'Otsikko on liian pitkä (enintään 200 merkkiä).' }),
    companyMessageContent: text({ max: 10000, multiline: true, list: false, tooLong: 'Viesti on liian pitkä (enintään 10000 merkkiä).' }),
    returnDueDate: day('Anna palautuspäivä muodossa pp.kk.vvvv.'),
    remindRenewalDate: day('Anna ensimmäisen muistutuksen päivä muodossa pp.kk.vvvv.'),
    secondRemindRenewalDate: day('Anna toisen muistutuksen päivä muodossa pp.kk.vvvv.'),
    sentRenewalDate: day('Anna uusimisilmoituksen päivä muodossa pp.kk.vvvv.'),
    previousBoardMeetingId: readOnly('reference', z.number().int().positive().nullable(), { list: false }),
    startedAt: datetime({ nullable: true, list: false }),
    endedAt: datetime({ nullable: true, list: false }),
    // The decision notices were sent (issue 20 notify step).
    notifiedAt: datetime({ nullable: true, list: false }),
    archivedAt: datetime({ nullable: true, list: false }),
    members: computed(z.array(meetingMemberSchema), { list: false, show: false }),
    quorum: computed(quorumSchema, { list: false, show: false }),
  },
  checks: [
    {
      // The reminders go out in order: the first, the second, then the renewal notice.
      reads: ['remindRenewalDate', 'secondRemindRenewalDate', 'sentRenewalDate'],
      check: (values, add) => {
        const { remindRenewalDate: first, secondRemindRenewalDate: second, sentRenewalDate: sent } = values;
        if (first && second && second < first) add('secondRemindRenewalDate', RENEWAL_ORDER_MESSAGES.second);
        if (second && sent && sent < second) add('sentRenewalDate', RENEWAL_ORDER_MESSAGES.sent);
      },
    },
  ],
});

export type Board = EntityRecord<typeof board>;
export type BoardBody = EntityBody<typeof board>;
export type BoardMember = EntityRecord<typeof boardMember>;
export type BoardMemberBody = EntityBody<typeof boardMember>;
export type BoardMeeting = EntityRecord<typeof boardMeeting>;
export type BoardMeetingBody = EntityBody<typeof boardMeeting>;
export type MeetingMember = z.infer<typeof meetingMemberSchema>;
