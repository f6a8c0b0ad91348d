/**
 * The meeting's last steps (issue 20 "Ending the meeting", "Decision notice"): end (items to status
 * 8), notify the companies (9, certificates issued, the notices mailed) and archive (10), each only
 * after the one before; and what the company sees of the board's decision on its application.
 * Shared by the server (refusals, the notice) and the screens (buttons, the decision card).
 */
import { z } from 'zod';
import { BoardDecision } from './boardMeetings';

export const CLOSING_MESSAGES = {
  notStarted: 'Kokousta ei ole aloitettu, joten sitä ei voi päättää.',
  alreadyEnded: 'Kokous on jo päätetty.',
  undecidedRule: 'Kaikilla kokouksen asioilla ei ole päätöstä: ….',
  notEnded: 'Päätökset voi lähettää yrityksille vasta, kun kokous on päätetty.',
  alreadyNotified: 'Päätökset on jo lähetetty yrityksille.',
  notNotified: 'Kokouksen voi arkistoida vasta, kun päätökset on lähetetty yrityksille.',
  alreadyArchived: 'Kokous on jo arkistoitu.',
  endNotAllowed: 'Kokouksen voi päättää vain lautakunnan puheenjohtaja tai toimisto.',
} as const;

/** 422 when items still lack a decision: names the companies so the secretary finds them. */
export const undecidedMessage = (companies: readonly string[]): string =>
  `Kaikilla kokouksen asioilla ei ole päätöstä: ${companies.join(', ')}. Kirjaa päätös tai siirrä asia seuraavaan kokoukseen ennen kuin päätät kokouksen.`;

/** Decisions that grant: the notify step issues the qualification or certificate for these. */
export const isGranting = (boardDecisionId: number): boolean => boardDecisionId === BoardDecision.accepted || boardDecisionId === BoardDecision.acceptedConditional;

/** Where the notice is appealed (the association's rules; docs/decisions.md). */
export const APPEAL_INSTRUCTIONS =
  'Muutoksenhaku: Päätökseen tyytymätön voi hakea siihen muutosta kirjallisesti Pätevä-yhdistyksen hallitukselta 30 päivän kuluessa tämän päätöksen tiedoksisaannista. Muutoksenhakukirjelmästä on käytävä ilmi päätös, johon haetaan muutosta, muutosvaatimus perusteluineen sekä hakijan yhteystiedot.';

export const decisionIndustrySchema = z.object({ symbolicNumber: z.string(), name: z.string(), granted: z.boolean() });

/** The board's decision on an application, as the company reads it once the meeting has notified it. */
export const applicationBoardDecisionSchema = z.object({
  meetingId: z.number().int(),
  boardName: z.string(),
  meetingTime: z.string(),
  boardDecisionId: z.number().int(),
  decisionName: z.string(),
  reasons: z.string().nullable(),
  conditions: z.string().nullable(),
  returnDueDate: z.string().nullable(),
  decidedAt: z.string(),
  notifiedAt: z.string().nullable(),
  industries: z.array(decisionIndustrySchema),
  certificateNumber: z.string().nullable(),
});
export type ApplicationBoardDecision = z.output<typeof applicationBoardDecisionSchema>;
export const applicationBoardDecisionAnswer = z.object({ data: applicationBoardDecisionSchema.nullable() });
