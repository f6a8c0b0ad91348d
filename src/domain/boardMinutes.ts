/**
 * What the board's documents say (issue 20): the minutes (pöytäkirja) of a meeting and the decision
 * extract (päätösote) of one item, as plain numbered sections. Pure functions of plain data, so the
 * wording is unit tested without a database or a PDF; the server draws the sections
 * (server/modules/boards/documentPdf.ts). The appeal rule is one text shared by both documents.
 */
import { DESCRIBABLES } from './describables';
import { formatDate } from './formats';
import { Attendance, BoardDecision, BoardMemberRole, quorumOf } from './boardMeetings';

/** A moment as the association's documents show it, in Finland's time whatever the server's zone: "01.05.2030 klo 10.00". */
const FINNISH_MOMENT = new Intl.DateTimeFormat('fi-FI', { timeZone: 'Europe/Helsinki', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
export function formatDateTime(value: string): string {
  const parts = Object.fromEntries(FINNISH_MOMENT.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}.${parts.year} klo ${parts.hour}.${parts.minute}`;
}

const nameIn = (kind: string, id: number | null | undefined): string =>
  (id != null && DESCRIBABLES[kind]?.find((entry) => entry.id === id)?.shortDescription) || '–';

export interface DocumentSection {
  heading: string;
  paragraphs: string[];
}

/** A document the server draws: a title, lines under it, numbered sections (§), a footer line. */
export interface BoardDocument {
  title: string;
  subtitle: string[];
  sections: DocumentSection[];
  /** Numbered "§ 1", "§ 2" … (the minutes) or plain headings (the extract). */
  numbered: boolean;
  footer: string | null;
}

export interface DocumentMember {
  name: string;
  boardMemberRoleId: number;
  active: boolean;
  attendanceId: number | null;
}

export interface DocumentIndustry {
  symbolicNumber: string;
  name: string;
  /** The board's decision per industry; null: the decision left it open. */
  granted: boolean | null;
}

export interface DocumentDecision {
  boardDecisionId: number;
  reasons: string | null;
  conditions: string | null;
  returnDueDate: string | null;
  decidedAt: string;
  industries: DocumentIndustry[];
}

export interface DocumentItem {
  applicationId: number;
  companyName: string;
  businessId: string;
  applicationTypeId: number;
  presenterName: string | null;
  /** The statement section's proposal ('review-statuses' 6–9), null when none. */
  proposalId: number | null;
  proposalComment: string | null;
  disqualified: Array<{ name: string; reason: string | null; automatic: boolean }>;
  decision: DocumentDecision | null;
}

export interface DocumentChecker {
  name: string;
  approvedAt: string | null;
}

export interface MinutesInput {
  issuer: string;
  boardName: string;
  title: string;
  meetingTime: string;
  location: string | null;
  startedAt: string | null;
  endedAt: string | null;
  members: DocumentMember[];
  checkers: DocumentChecker[];
  items: DocumentItem[];
}

/** Issue 20: to the association's board within 30 days of receiving the notice. */
export const APPEAL_INSTRUCTIONS = [
  'Päätökseen tyytymätön hakija voi hakea siihen muutosta tekemällä kirjallisen valituksen Pätevä ry:n hallitukselle 30 päivän kuluessa siitä, kun hakija on saanut tiedon päätöksestä.',
  'Valituksessa on mainittava päätös, johon haetaan muutosta, miltä osin päätökseen haetaan muutosta ja mitä muutoksia siihen vaaditaan, sekä perusteet, joilla muutosta vaaditaan. Valitus osoitetaan Pätevä ry:n hallitukselle ja toimitetaan Pätevän toimistoon.',
];

export const NO_DECISION_YET = 'Asiasta ei ole vielä kirjattu päätöstä.';
export const MINUTES_NOT_CHECKED = 'Pöytäkirjaa ei ole vielä tarkastettu.';

const roleName = (roleId: number) => nameIn('board-meeting-roles', roleId);
const attendanceName = (attendanceId: number | null) => (attendanceId == null ? 'Ei merkitty' : nameIn('board-meeting-attendances', attendanceId));

export const decisionName = (boardDecisionId: number): string => nameIn('board-decisions', boardDecisionId);

function industryLines(industries: readonly DocumentIndustry[]): string[] {
  const granted = industries.filter((industry) => industry.granted === true).map((industry) => `${industry.symbolicNumber} ${industry.name}`);
  const refused = industries.filter((industry) => industry.granted === false).map((industry) => `${industry.symbolicNumber} ${industry.name}`);
  const lines: string[] = [];
  if (granted.length) lines.push(`Myönnetyt toimialat: ${granted.join(', ')}.`);
  if (refused.length) lines.push(`Toimialat, joita ei myönnetty: ${refused.join(', ')}.`);
  return lines;
}

/** The decision's own lines: what was decided, the conditions and their date, the reasons, the industries. */
export function decisionLines(decision: DocumentDecision): string[] {
  const lines = [`Päätös: ${decisionName(decision.boardDecisionId)}.`];
  if (decision.boardDecisionId === BoardDecision.acceptedConditional && decision.conditions) {
    lines.push(`Ehdot: ${decision.conditions}${decision.returnDueDate ? ` (täytettävä viimeistään ${formatDate(decision.returnDueDate)})` : ''}.`);
  }
  if (decision.boardDecisionId === BoardDecision.postponed) lines.push('Asia siirretään lautakunnan seuraavaan kokoukseen.');
  if (decision.reasons) lines.push(`Perustelut: ${decision.reasons}`);
  lines.push(...industryLines(decision.industries));
  return lines;
}

const memberLine = (member: DocumentMember) => `${member.name}, ${roleName(member.boardMemberRoleId).toLowerCase()}: ${attendanceName(member.attendanceId).toLowerCase()}`;

function chairOf(members: readonly DocumentMember[]): string | null {
  const present = (member: DocumentMember) => member.attendanceId === Attendance.attended || member.attendanceId === Attendance.attendedRemote;
  const chair = members.find((member) => member.boardMemberRoleId === BoardMemberRole.chairman && present(member))
    ?? members.find((member) => member.boardMemberRoleId === BoardMemberRole.assistant && present(member));
  return chair?.name ?? null;
}

function itemSection(item: DocumentItem): DocumentSection {
  const paragraphs = [
    `Yritys: ${item.companyName} (Y-tunnus ${item.businessId}).`,
    `Hakemus: ${nameIn('application-types', item.applicationTypeId)}, hakemusnumero ${item.applicationId}.`,
    `Esittelijä: ${item.presenterName ?? 'ei nimetty'}.`,
    `Esitys: ${item.proposalId ? nameIn('review-statuses', item.proposalId) : 'ei esitystä'}${item.proposalComment ? ` – ${item.proposalComment}` : ''}.`,
    'Käsittely: esittelijä esitteli asian, ja lautakunta käsitteli sen esityksen pohjalta.',
  ];
  if (item.disqualified.length) {
    const names = item.disqualified.map((member) => `${member.name} (${member.automatic ? 'osallistui hakemuksen arviointiin' : member.reason || 'ilmoitettu esteellisyys'})`);
    paragraphs.push(`Esteelliset: ${names.join(', ')}. Esteelliset eivät osallistuneet asian käsittelyyn eivätkä päätöksentekoon.`);
  }
  paragraphs.push(...(item.decision ? decisionLines(item.decision) : [NO_DECISION_YET]));
  return { heading: `${item.companyName}: ${nameIn('application-types', item.applicationTypeId)}`, paragraphs };
}

/** The minutes of a meeting: opening, legality and quorum, checkers, agenda, one § per item, the appeal instructions last. */
export function minutesDocument(input: MinutesInput): BoardDocument {
  const quorum = quorumOf(input.members);
  const chair = chairOf(input.members);
  const opening: DocumentSection = {
    heading: 'Kokouksen avaus',
    paragraphs: [
      input.startedAt
        ? `${chair ?? 'Puheenjohtaja'} avasi kokouksen ${formatDateTime(input.startedAt)}.`
        : 'Kokousta ei ole vielä avattu.',
    ],
  };
  const legality: DocumentSection = {
    heading: 'Kokouksen laillisuus ja päätösvaltaisuus',
    paragraphs: [
      `Läsnä ${quorum.present} / ${quorum.activeMembers} lautakunnan jäsentä; päätösvaltaisuuteen tarvitaan ${quorum.required} jäsentä, puheenjohtaja tai sihteeri mukaan lukien.`,
      quorum.met ? 'Kokous todettiin laillisesti koolle kutsutuksi ja päätösvaltaiseksi.' : 'Kokous ei ollut päätösvaltainen.',
      'Läsnäolot:',
      ...input.members.filter((member) => member.active).map(memberLine),
    ],
  };
  const checkers: DocumentSection = {
    heading: 'Pöytäkirjan tarkastajat',
    paragraphs: input.checkers.length
      ? input.checkers.map((checker) => `${checker.name}: ${checker.approvedAt ? `hyväksyi pöytäkirjan ${formatDateTime(checker.approvedAt)}` : 'ei ole vielä hyväksynyt pöytäkirjaa'}.`)
      : ['Pöytäkirjan tarkastajia ei ole vielä valittu.'],
  };
  const agenda: DocumentSection = {
    heading: 'Esityslistan hyväksyminen',
    paragraphs: [
      input.items.length ? 'Esityslista hyväksyttiin kokouksen työjärjestykseksi. Käsiteltävät asiat:' : 'Esityslistalla ei ollut käsiteltäviä hakemuksia.',
      ...input.items.map((item, index) => `§ ${index + 5} ${item.companyName}: ${nameIn('application-types', item.applicationTypeId)}`),
    ],
  };
  const closing: DocumentSection = {
    heading: 'Muutoksenhakuohjeet ja kokouksen päättäminen',
    paragraphs: [...APPEAL_INSTRUCTIONS, input.endedAt ? `Puheenjohtaja päätti kokouksen ${formatDateTime(input.endedAt)}.` : 'Kokous on vielä kesken.'],
  };
  const approved = input.checkers.length > 0 && input.checkers.every((checker) => checker.approvedAt);
  return {
    title: `Pöytäkirja – ${input.title}`,
    subtitle: [input.issuer, input.boardName, `${formatDateTime(input.meetingTime)}${input.location ? `, ${input.location}` : ''}`],
    sections: [opening, legality, checkers, agenda, ...input.items.map(itemSection), closing],
    numbered: true,
    footer: approved ? 'Pöytäkirja on tarkastettu ja hyväksytty.' : MINUTES_NOT_CHECKED,
  };
}

export interface ExtractInput {
  issuer: string;
  boardName: string;
  meetingTitle: string;
  meetingTime: string;
  /** Who decided: the members present and not disqualified. */
  deciders: Array<{ name: string; boardMemberRoleId: number }>;
  item: DocumentItem;
  contact: { name: string; email: string | null; phone: string | null } | null;
}

/** The decision extract (päätösote) of one item, sent to the company with the decision notice. */
export function decisionExtractDocument(input: ExtractInput): BoardDocument {
  const { item } = input;
  const decided = item.decision;
  const sections: DocumentSection[] = [
    {
      heading: 'Päätöksen tekijä',
      paragraphs: [
        `${input.boardName}, kokous ${input.meetingTitle} ${formatDateTime(input.meetingTime)}.`,
        decided ? `Päätös tehty ${formatDateTime(decided.decidedAt)}.` : NO_DECISION_YET,
        ...(input.deciders.length ? [`Päätöksentekoon osallistuivat: ${input.deciders.map((member) => `${member.name} (${roleName(member.boardMemberRoleId).toLowerCase()})`).join(', ')}.`] : []),
      ],
    },
    { heading: 'Hakija', paragraphs: [`${item.companyName} (Y-tunnus ${item.businessId})`, `Hakemus: ${nameIn('application-types', item.applicationTypeId)}, hakemusnumero ${item.applicationId}`] },
    { heading: 'Päätös ja perustelut', paragraphs: decided ? decisionLines(decided) : [NO_DECISION_YET] },
    {
      heading: 'Lisätietoja',
      paragraphs: input.contact
        ? [[input.contact.name, input.contact.email, input.contact.phone].filter(Boolean).join(', ')]
        : ['Pätevän toimisto'],
    },
    { heading: 'Muutoksenhakuohjeet', paragraphs: APPEAL_INSTRUCTIONS },
  ];
  return {
    title: 'Päätösote',
    subtitle: [input.issuer, input.boardName],
    sections,
    numbered: false,
    footer: null,
  };
}
