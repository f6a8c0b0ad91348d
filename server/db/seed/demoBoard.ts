/**
 * The demo's board (issue 20): "Pätevyyslautakunta" with lautakunta@pateva.test as its chairman and
 * two participants (users of their own with the board permission, the demo password), a meeting six
 * weeks ahead with one proposed application on its agenda, and a second proposed application in the
 * office's queue, so that "Liitä hakemus" has something to attach. Both applications are of demo
 * companies without users, so nothing the company-side demos do collides with them.
 *
 * A second meeting is under way today (started an hour ago, the chairman present, Jussi Jäsen
 * remotely, Jaana Jäsenlahti absent: quorate), with Uudenmaan Rakennuttajat's application undecided on
 * its agenda, so a newcomer sees the decision form and the closing buttons without setting one up.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../types';
import { ApplicationStatus, ApplicationType, UserRole } from '../../../src/domain/codes';
import { ReviewStatus, reviewSectionId } from '../../../src/domain/applicationReview';
import { BoardMemberRole, defaultRenewalDates } from '../../../src/domain/boardMeetings';

type Trx = Transaction<Database>;

const PARTICIPANTS = [
  { email: 'jasen1@pateva.test', firstName: 'Jussi', lastName: 'Jäsen' },
  { email: 'jasen2@pateva.test', firstName: 'Jaana', lastName: 'Jäsenlahti' },
] as const;

/** An application whose evaluation is done, with the office's review and a proposal to the board. */
async function proposedApplication(trx: Trx, companyId: number, responsiblePersonId: number, officeUserId: number, proposal: number, symbolicNumber: string): Promise<number> {
  const app = await trx
    .insertInto('applications')
    .values({
      company_id: companyId,
      application_target_id: ApplicationType.qualification,
      application_type_id: ApplicationType.qualification,
      application_status_id: ApplicationStatus.auditDone,
      pateva_responsible_person_id: responsiblePersonId,
      sent_at: sql`now() - interval '40 days'`,
      finished_at: sql`now() - interval '5 days'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const industry = await trx.selectFrom('classification_industries').select('id').where('symbolic_number', '=', symbolicNumber).executeTakeFirst();
  if (industry) await trx.insertInto('application_industries').values({ application_id: app.id, classification_industry_id: industry.id, granted: true }).execute();
  const reviews: Array<[string, number, string]> = [
    ['financial', ReviewStatus.ok, 'Tilinpäätökset kunnossa, omavaraisuusaste hyvä.'],
    ['personnel', ReviewStatus.ok, 'Vastuuhenkilöiden koulutus ja kokemus riittävät.'],
    ['references', ReviewStatus.ok, 'Kolme tarkistettua referenssiä viideltä vuodelta.'],
    ['statement', proposal, 'Toimisto esittää pätevyyden myöntämistä haetulle toimialalle.'],
  ];
  for (const [section, status, comment] of reviews) {
    await trx
      .insertInto('application_reviews')
      .values({ application_id: app.id, section_id: reviewSectionId(section as 'financial'), review_status_id: status, comment: `${comment} / Tiina Toimisto`, reviewed_by_user_id: officeUserId })
      .execute();
  }
  return app.id;
}

export async function seedDemoBoard(
  trx: Trx,
  passwordHash: string,
  people: { chairman: number; office: { personId: number; userId: number } },
  companyIds: readonly number[],
): Promise<void> {
  const board = await trx
    .insertInto('boards')
    .values({ name: 'Pätevyyslautakunta', short_name: 'PL', description: 'Päättää yritysten pätevyyksistä ja sertifikaateista.', pateva_responsible_id: people.office.personId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('board_members').values({ board_id: board.id, person_id: people.chairman, board_member_role_id: BoardMemberRole.chairman }).execute();
  const memberIds: number[] = [];
  memberIds.push((await trx.selectFrom('board_members').select('id').where('board_id', '=', board.id).executeTakeFirstOrThrow()).id);
  for (const participant of PARTICIPANTS) {
    const person = await trx.insertInto('people').values({ first_name: participant.firstName, last_name: participant.lastName, email: participant.email }).returning('id').executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('users')
      .values({ email: participant.email, password_hash: passwordHash, person_id: person.id, email_verified_at: sql`now()` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_permissions').values({ user_id: user.id, permission_id: UserRole.board }).execute();
    const member = await trx.insertInto('board_members').values({ board_id: board.id, person_id: person.id, board_member_role_id: BoardMemberRole.participant }).returning('id').executeTakeFirstOrThrow();
    memberIds.push(member.id);
  }

  const meetingTime = new Date(Date.now() + 42 * 24 * 3600 * 1000);
  meetingTime.setUTCHours(11, 0, 0, 0);
  const dates = defaultRenewalDates(meetingTime);
  const meeting = await trx
    .insertInto('board_meetings')
    .values({
      board_id: board.id,
      title: 'Pätevyyslautakunnan kokous',
      meeting_time: meetingTime,
      location: 'Pätevän toimisto, Helsinki (myös Teams)',
      caller_person_id: people.office.personId,
      member_message_title: 'Kutsu pätevyyslautakunnan kokoukseen',
      member_message_content: 'Tervetuloa lautakunnan kokoukseen. Esityslista ja hakemukset ovat luettavissa portaalissa.',
      company_message_title: 'Pätevyyslautakunnan päätös',
      company_message_content: 'Pätevyyslautakunta on käsitellyt hakemuksenne. Päätös ja sen perustelut ovat liitteenä.',
      remind_renewal_date: dates.remindRenewalDate,
      second_remind_renewal_date: dates.secondRemindRenewalDate,
      sent_renewal_date: dates.sentRenewalDate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const [onAgenda, inQueue] = [companyIds[1], companyIds[2]];
  const attached = await proposedApplication(trx, onAgenda, people.office.personId, people.office.userId, ReviewStatus.proposeAcceptance, '3.1');
  await trx
    .updateTable('applications')
    .set({ application_status_id: ApplicationStatus.attachedToBoardMeeting, board_meeting_id: meeting.id })
    .where('id', '=', attached)
    .execute();
  await trx
    .insertInto('application_status_history')
    .values({ application_id: attached, from_status_id: ApplicationStatus.auditDone, to_status_id: ApplicationStatus.attachedToBoardMeeting, changed_by_user_id: people.office.userId })
    .execute();
  await proposedApplication(trx, inQueue, people.office.personId, people.office.userId, ReviewStatus.proposeConditionalAcceptance, '2.1');
  // A company without users: the company-side demos (hakija@ is Hämeen Betonirakenne's admin) apply for themselves.
  await seedRunningMeeting(trx, board.id, memberIds, people, companyIds[9]);
}

/** Today's meeting under way (after the coming one, so that one stays the board's first meeting). */
async function seedRunningMeeting(trx: Trx, boardId: number, memberIds: readonly number[], people: { office: { personId: number; userId: number } }, companyId: number): Promise<void> {
  const meetingTime = new Date(Date.now() - 3600 * 1000);
  meetingTime.setUTCSeconds(0, 0);
  const dates = defaultRenewalDates(meetingTime);
  const meeting = await trx
    .insertInto('board_meetings')
    .values({
      board_id: boardId,
      title: 'Pätevyyslautakunnan ylimääräinen kokous',
      meeting_time: meetingTime,
      location: 'Teams',
      caller_person_id: people.office.personId,
      member_message_title: 'Kutsu ylimääräiseen kokoukseen',
      member_message_content: 'Käsittelemme yhden kiireellisen hakemuksen.',
      company_message_title: 'Pätevyyslautakunnan päätös',
      company_message_content: 'Pätevyyslautakunta on käsitellyt hakemuksenne. Päätös ja sen perustelut ovat liitteenä.',
      remind_renewal_date: dates.remindRenewalDate,
      second_remind_renewal_date: dates.secondRemindRenewalDate,
      sent_renewal_date: dates.sentRenewalDate,
      started_at: meetingTime,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const attendance = [1, 2, 3]; // present, remote, absent ('board-meeting-attendances')
  for (const [index, memberId] of memberIds.entries()) {
    await trx.insertInto('board_meeting_attendances').values({ board_meeting_id: meeting.id, board_member_id: memberId, attendance_id: attendance[index] ?? 3, updated_by_user_id: people.office.userId }).execute();
  }
  const app = await proposedApplication(trx, companyId, people.office.personId, people.office.userId, ReviewStatus.proposeAcceptance, '1');
  await trx.updateTable('applications').set({ application_status_id: ApplicationStatus.attachedToBoardMeeting, board_meeting_id: meeting.id }).where('id', '=', app).execute();
  await trx
    .insertInto('application_status_history')
    .values({ application_id: app, from_status_id: ApplicationStatus.auditDone, to_status_id: ApplicationStatus.attachedToBoardMeeting, changed_by_user_id: people.office.userId })
    .execute();
}
