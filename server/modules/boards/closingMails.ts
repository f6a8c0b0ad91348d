/**
 * The decision notice (issue 20 "Decision notice"): one Finnish mail per company and recipient (its
 * admins and contact persons), built from the meeting's company message (title, content; `{yritys}`
 * in it becomes the company's name) with the decision extract (päätösote) of each of its items:
 * who decided and when, the decision and its reasons, the conditions and their return date, the
 * industries granted and not, the certificate issued, a contact person and the appeal instructions.
 * The PDF of the extract is helper "docs"' route; the notice links to it.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Mail, MailAttachment } from '../../integrations/mailer';
import { formatDate } from '../../../src/domain/formats';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { BoardMemberRole, meetingDay } from '../../../src/domain/boardMeetings';
import { APPEAL_INSTRUCTIONS } from '../../../src/domain/boardClosing';
import { publicCertificatePath } from '../../../src/domain/certificateStatus';
import { decisionExtractPdf } from './documents';
import { companyNoticeRecipients } from '../companies';

type Trx = Transaction<Database>;

export interface NoticeItem {
  applicationId: number;
  /** The number of the certificate the decision issued, if any. */
  certificate: string | null;
}

const SIGNATURE = ['', 'Ystävällisin terveisin', 'Pätevä'];
export const DEFAULT_NOTICE_SUBJECT = 'Lautakunnan päätös hakemukseenne';

export const describedAs = (kind: string, id: number | null): string => DESCRIBABLES[kind]?.find((entry) => entry.id === id)?.shortDescription ?? '';


async function extract(trx: Trx, meetingId: number, item: NoticeItem, appUrl: string): Promise<string[]> {
  const row = await trx
    .selectFrom('applications as a')
    .innerJoin('board_item_decisions as d', (join) => join.onRef('d.application_id', '=', 'a.id').on('d.board_meeting_id', '=', meetingId))
    .leftJoin('people as p', 'p.id', 'a.pateva_responsible_person_id')
    .select(['a.id', 'a.company_id', 'a.application_type_id', 'd.id as decision_id', 'd.board_decision_id', 'd.reasons', 'd.conditions', sql<string | null>`d.return_due_date::text`.as('return_due_date')])
    .select(['p.first_name', 'p.last_name', 'p.email', 'p.phone'])
    .where('a.id', '=', item.applicationId)
    .executeTakeFirstOrThrow();
  const industries = await trx
    .selectFrom('board_item_decision_industries as di')
    .innerJoin('application_industries as ai', 'ai.id', 'di.application_industry_id')
    .innerJoin('classification_industries as ci', 'ci.id', 'ai.classification_industry_id')
    .select(['ci.symbolic_number', 'ci.short_description', 'di.granted'])
    .where('di.board_item_decision_id', '=', row.decision_id)
    .orderBy('ci.sort_number')
    .execute();
  const industryLine = (granted: boolean) =>
    industries
      .filter((industry) => industry.granted === granted)
      .map((industry) => `${industry.symbolic_number} ${industry.short_description}`)
      .join('; ');
  const certificate = item.certificate
    ? await trx.selectFrom('company_certificates').select(['certificate_name', sql<string>`valid_until::text`.as('valid_until')]).where('certificate_number', '=', item.certificate).executeTakeFirst()
    : undefined;
  const contact = row.first_name ? [`${row.first_name} ${row.last_name}`, row.email, row.phone].filter(Boolean).join(', ') : 'Pätevän toimisto';
  return [
    `Hakemus: ${describedAs('application-types', row.application_type_id)} (nro ${row.id})`,
    `Päätös: ${describedAs('board-decisions', row.board_decision_id)}`,
    `Perustelut: ${row.reasons?.trim() || '–'}`,
    ...(row.conditions?.trim() ? [`Ehdot: ${row.conditions.trim()}`] : []),
    ...(row.return_due_date ? [`Ehtojen täyttämisen määräpäivä: ${formatDate(row.return_due_date)}`] : []),
    ...(industryLine(true) ? [`Myönnetyt toimialat: ${industryLine(true)}`] : []),
    ...(industryLine(false) ? [`Toimialat, joita ei myönnetty: ${industryLine(false)}`] : []),
    ...(certificate && item.certificate
      ? [
          `Myönnetty: ${certificate.certificate_name} ${item.certificate}, voimassa ${formatDate(certificate.valid_until)} asti`,
          `Tarkista todistus julkisesta rekisteristä: ${appUrl}${publicCertificatePath(item.certificate)}`,
        ]
      : []),
    `Päätösote (PDF) on tämän viestin liitteenä; pääkäyttäjä saa sen myös portaalista: ${appUrl}/api/board-meetings/${meetingId}/items/${row.id}/decision-extract`,
    `Päätös hakemuksen sivulla: ${appUrl}/companies/${row.company_id}/applications/${row.id}`,
    `Yhteyshenkilö: ${contact}`,
  ];
}

/** The notices of one company: one mail to each of its admins and contact persons (none when it has no address). */
export async function decisionNoticeMail(trx: Trx, input: { meetingId: number; companyId: number; items: readonly NoticeItem[]; appUrl: string }): Promise<Mail[]> {
  const to = await companyNoticeRecipients(trx, input.companyId);
  if (!to.length) return [];
  const meeting = await trx
    .selectFrom('board_meetings as m')
    .innerJoin('boards as b', 'b.id', 'm.board_id')
    .select(['m.title', 'm.meeting_time', 'm.company_message_title', 'm.company_message_content', 'b.name as board_name'])
    .select(
      sql<string | null>`(select p.first_name || ' ' || p.last_name from board_members bm join people p on p.id = bm.person_id
        where bm.board_id = m.board_id and bm.active and bm.board_member_role_id = ${BoardMemberRole.chairman} limit 1)`.as('chairman'),
    )
    .where('m.id', '=', input.meetingId)
    .executeTakeFirstOrThrow();
  const company = await trx.selectFrom('companies').select(['name', 'registration_number']).where('id', '=', input.companyId).executeTakeFirstOrThrow();
  const fill = (text: string) => text.replaceAll('{yritys}', company.name);
  const extracts: string[] = [];
  for (const item of input.items) extracts.push('', ...(await extract(trx, input.meetingId, item, input.appUrl)));
  const text = [
    fill(meeting.company_message_content?.trim() || 'Hei,\n\nlautakunta on käsitellyt hakemuksenne. Päätös ja sen perustelut ovat alla.'),
    '',
    'PÄÄTÖSOTE',
    `${meeting.board_name} on päättänyt asiasta kokouksessaan ${formatDate(meetingDay(meeting.meeting_time))} (${meeting.title})${meeting.chairman ? `, puheenjohtajana ${meeting.chairman}` : ''}.`,
    `Yritys: ${company.name}${company.registration_number ? ` (${company.registration_number})` : ''}`,
    ...extracts,
    '',
    APPEAL_INSTRUCTIONS,
    ...SIGNATURE,
  ].join('\n');
  const subject = `${fill(meeting.company_message_title?.trim() || DEFAULT_NOTICE_SUBJECT)} – ${company.name}`;
  // The decision extract of each item as a PDF (issue 20: the notice comes "with the decision extract as a PDF"),
  // made in the notifying transaction, so the attachment says what was decided and notified.
  const attachments: MailAttachment[] = [];
  for (const item of input.items) {
    const pdf = await decisionExtractPdf(trx, input.meetingId, item.applicationId);
    attachments.push({ filename: `paatosote-hakemus-${item.applicationId}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' });
  }
  return to.map((address) => ({ to: address, subject, text, attachments }));
}
