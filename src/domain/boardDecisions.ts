/**
 * The board's handling of an item (issue 20): disqualification (esteellisyys, ISO/IEC 17021-1 9.5)
 * and the decision per item — the bodies of the two calls, the Finnish refusals, and the checks of a
 * decision that need no database (which fields each decision requires, the industries named once).
 * Shared by the server and the decision form, so both refuse alike.
 */
import { z } from 'zod';
import { BoardDecision } from './boardMeetings';
import { date, idInput, lookupChoice, text } from './entities/fields';

export const DECISION_MESSAGES = {
  reasonRequired: 'Kerro esteellisyyden syy.',
  automaticStays: 'Esteellisyytesi on automaattinen (olet hakemuksen vastuuhenkilö tai auditoija), joten sitä ei voi perua.',
  conflictNotMember: 'Esteellisyyden voi ilmoittaa vain lautakunnan jäsen itse.',
  meetingEnded: 'Kokous on päättynyt, joten asian käsittelyä ei voi enää muuttaa.',
  notStarted: 'Päätöksen voi kirjata vasta, kun kokous on aloitettu.',
  decideNotAllowed: 'Päätöksen kirjaa lautakunnan puheenjohtaja, sihteeri tai toimisto.',
  disqualified: 'Olet esteellinen tässä asiassa, joten et voi kirjata sen päätöstä.',
  noQuorum: 'Kokous ei ole päätösvaltainen tässä asiassa: esteellisiä jäseniä ei lasketa läsnä oleviksi. Päätöstä ei voi kirjata.',
  conditionsRequired: 'Kirjaa ehdot, joilla hakemus hyväksytään.',
  returnDueDateRequired: 'Anna päivä, johon mennessä ehdot on täytettävä.',
  reasonsRequired: 'Kirjaa päätöksen perustelut.',
  industryUnknown: 'Toimiala ei kuulu tähän hakemukseen.',
  industryTwice: 'Jokainen toimiala merkitään vain kerran.',
  industryMissing: 'Merkitse jokaiselle hakemuksen toimialalle, myönnetäänkö se.',
  noneGranted: 'Hyväksyvässä päätöksessä on myönnettävä vähintään yksi toimiala.',
  grantedRefused: 'Hylätyssä tai siirretyssä asiassa ei myönnetä toimialoja.',
  noNextMeeting: 'Lautakunnalla ei ole seuraavaa kokousta, jolle asian voisi siirtää. Luo ensin seuraava kokous.',
  movedOnStarted: 'Asia on jo siirretty seuraavaan kokoukseen, joka on alkanut: päätöstä ei voi enää muuttaa tässä kokouksessa.',
  notOnAgenda: 'Hakemus ei ole tämän kokouksen esityslistalla.',
} as const;

export const conflictBodySchema = z.object({
  has_conflict: z.boolean({ error: 'Valitse, oletko esteellinen.' }),
  reason: text({ max: 2000 }).input,
});
export type ConflictBody = z.infer<typeof conflictBodySchema>;

const DECISION_IDS = [BoardDecision.accepted, BoardDecision.acceptedConditional, BoardDecision.declined, BoardDecision.postponed] as const;

export const decisionIndustrySchema = z.object({
  application_industry_id: idInput('Valitse toimiala.'),
  granted: z.boolean({ error: 'Merkitse, myönnetäänkö toimiala.' }),
});

export const decisionBodySchema = z.object({
  board_decision_id: lookupChoice('board-decisions', DECISION_IDS, { required: 'Valitse päätös.', invalid: 'Valitse päätös listalta.' }).input,
  reasons: text({ max: 10000 }).input,
  conditions: text({ max: 10000 }).input,
  return_due_date: date({ malformed: 'Anna päivä muodossa pp.kk.vvvv.' }).input,
  industries: z.array(decisionIndustrySchema, { error: DECISION_MESSAGES.industryMissing }).max(1000).default([]),
});
export type DecisionBody = z.infer<typeof decisionBodySchema>;

type FieldErrors = Record<string, string[]>;

/**
 * What a decision requires besides quorum (docs/decisions.md): conditions and their due date for a
 * conditional acceptance; reasons for a refusal or a postponement; every industry of the application
 * named once; an acceptance grants at least one industry, a refusal or a postponement none.
 */
export function decisionErrors(body: Pick<DecisionBody, 'board_decision_id' | 'reasons' | 'conditions' | 'return_due_date' | 'industries'>, industryIds: readonly number[]): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const decision = body.board_decision_id;
  if (decision === BoardDecision.acceptedConditional) {
    if (!body.conditions) add('conditions', DECISION_MESSAGES.conditionsRequired);
    if (!body.return_due_date) add('return_due_date', DECISION_MESSAGES.returnDueDateRequired);
  }
  if ((decision === BoardDecision.declined || decision === BoardDecision.postponed) && !body.reasons) add('reasons', DECISION_MESSAGES.reasonsRequired);
  const named = body.industries.map((industry) => industry.application_industry_id);
  if (named.some((id) => !industryIds.includes(id))) add('industries', DECISION_MESSAGES.industryUnknown);
  else if (new Set(named).size !== named.length) add('industries', DECISION_MESSAGES.industryTwice);
  else if (industryIds.some((id) => !named.includes(id))) add('industries', DECISION_MESSAGES.industryMissing);
  else if (industryIds.length > 0) {
    const granted = body.industries.some((industry) => industry.granted);
    const accepting = decision === BoardDecision.accepted || decision === BoardDecision.acceptedConditional;
    if (accepting && !granted) add('industries', DECISION_MESSAGES.noneGranted);
    if (!accepting && granted) add('industries', DECISION_MESSAGES.grantedRefused);
  }
  return errors;
}
