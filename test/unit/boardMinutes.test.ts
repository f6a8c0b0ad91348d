/** The board's documents' wording (issue 20): the minutes and the decision extract, as plain sections. */
import { describe, expect, it } from 'vitest';
import { APPEAL_INSTRUCTIONS, decisionExtractDocument, minutesDocument, NO_DECISION_YET, type DocumentItem, type MinutesInput } from '../../src/domain/boardMinutes';

const item = (overrides: Partial<DocumentItem> = {}): DocumentItem => ({
  applicationId: 41,
  companyName: 'Rakennus Virtanen Oy',
  businessId: '2900000-4',
  applicationTypeId: 1,
  presenterName: 'Toimi Toimisto',
  proposalId: 6,
  proposalComment: 'Arviointi kunnossa',
  disqualified: [],
  decision: null,
  ...overrides,
});

const decided = item({
  applicationId: 42,
  companyName: 'Kivi ja Laatta Oy',
  disqualified: [{ name: 'Jussi Jäsen', reason: 'Yrityksen osakas', automatic: false }, { name: 'Aino Auditoija', reason: null, automatic: true }],
  decision: {
    boardDecisionId: 2,
    reasons: 'Vakuutustodistus puuttuu.',
    conditions: 'Toimita vakuutustodistus',
    returnDueDate: '2030-06-30',
    decidedAt: '2030-05-01T08:30:00Z',
    industries: [
      { symbolicNumber: '1.1', name: 'Asuinrakennukset', granted: true },
      { symbolicNumber: '1.2', name: 'Julkiset rakennukset', granted: false },
    ],
  },
});

const minutes = (overrides: Partial<MinutesInput> = {}): MinutesInput => ({
  issuer: 'Pätevä',
  boardName: 'Pätevyyslautakunta',
  title: 'Kevätkokous',
  meetingTime: '2030-05-01T07:00:00Z',
  location: 'Helsinki',
  startedAt: '2030-05-01T07:05:00Z',
  endedAt: '2030-05-01T09:00:00Z',
  members: [
    { name: 'Pekka Puheenjohtaja', boardMemberRoleId: 1, active: true, attendanceId: 1 },
    { name: 'Jussi Jäsen', boardMemberRoleId: 3, active: true, attendanceId: 2 },
    { name: 'Olli Osallistuja', boardMemberRoleId: 3, active: true, attendanceId: 3 },
  ],
  checkers: [
    { name: 'Jussi Jäsen', approvedAt: '2030-05-02T10:00:00Z' },
    { name: 'Olli Osallistuja', approvedAt: null },
  ],
  items: [item(), decided],
  ...overrides,
});

const text = (doc: { sections: Array<{ heading: string; paragraphs: string[] }> }) => doc.sections.map((s) => [s.heading, ...s.paragraphs].join('\n')).join('\n\n');

describe('the minutes', () => {
  it('open, state legality and quorum with the attendance, name the checkers, approve the agenda, a § per item, the appeal last', () => {
    const doc = minutesDocument(minutes());
    expect(doc.numbered).toBe(true);
    expect(doc.title).toBe('Pöytäkirja – Kevätkokous');
    expect(doc.sections.map((s) => s.heading)).toEqual([
      'Kokouksen avaus',
      'Kokouksen laillisuus ja päätösvaltaisuus',
      'Pöytäkirjan tarkastajat',
      'Esityslistan hyväksyminen',
      'Rakennus Virtanen Oy: Pätevyys',
      'Kivi ja Laatta Oy: Pätevyys',
      'Muutoksenhakuohjeet ja kokouksen päättäminen',
    ]);
    expect(doc.sections[0].paragraphs[0]).toBe('Pekka Puheenjohtaja avasi kokouksen 01.05.2030 klo 10.05.');
    expect(doc.sections[1].paragraphs).toEqual([
      'Läsnä 2 / 3 lautakunnan jäsentä; päätösvaltaisuuteen tarvitaan 2 jäsentä, puheenjohtaja tai sihteeri mukaan lukien.',
      'Kokous todettiin laillisesti koolle kutsutuksi ja päätösvaltaiseksi.',
      'Läsnäolot:',
      'Pekka Puheenjohtaja, puheenjohtaja: paikalla',
      'Jussi Jäsen, osallistuja: etänä',
      'Olli Osallistuja, osallistuja: poissa',
    ]);
    expect(doc.sections[2].paragraphs).toEqual(['Jussi Jäsen: hyväksyi pöytäkirjan 02.05.2030 klo 13.00.', 'Olli Osallistuja: ei ole vielä hyväksynyt pöytäkirjaa.']);
    expect(doc.sections[3].paragraphs).toContain('§ 6 Kivi ja Laatta Oy: Pätevyys');
    expect(doc.footer).toBe('Pöytäkirjaa ei ole vielä tarkastettu.');
    expect(doc.sections.at(-1)?.paragraphs).toEqual([...APPEAL_INSTRUCTIONS, 'Puheenjohtaja päätti kokouksen 01.05.2030 klo 12.00.']);
  });

  it('per item: company, application, presenter, proposal, handling, disqualified members, decision with reasons and industries — or no decision yet', () => {
    const doc = minutesDocument(minutes());
    expect(doc.sections[4].paragraphs).toEqual([
      'Yritys: Rakennus Virtanen Oy (Y-tunnus 2900000-4).',
      'Hakemus: Pätevyys, hakemusnumero 41.',
      'Esittelijä: Toimi Toimisto.',
      'Esitys: Esitetään hyväksyttäväksi – Arviointi kunnossa.',
      'Käsittely: esittelijä esitteli asian, ja lautakunta käsitteli sen esityksen pohjalta.',
      NO_DECISION_YET,
    ]);
    const second = doc.sections[5].paragraphs.join('\n');
    expect(second).toContain('Esteelliset: Jussi Jäsen (Yrityksen osakas), Aino Auditoija (osallistui hakemuksen arviointiin).');
    expect(second).toContain('Päätös: Hyväksytty ehdollisena.');
    expect(second).toContain('Ehdot: Toimita vakuutustodistus (täytettävä viimeistään 30.06.2030).');
    expect(second).toContain('Perustelut: Vakuutustodistus puuttuu.');
    expect(second).toContain('Myönnetyt toimialat: 1.1 Asuinrakennukset.');
    expect(second).toContain('Toimialat, joita ei myönnetty: 1.2 Julkiset rakennukset.');
  });

  it('say so when there is no quorum, no checkers, no items, and the meeting has not begun', () => {
    const doc = minutesDocument(minutes({ startedAt: null, endedAt: null, checkers: [], items: [], members: [{ name: 'Olli Osallistuja', boardMemberRoleId: 3, active: true, attendanceId: 1 }] }));
    const all = text(doc);
    expect(all).toContain('Kokousta ei ole vielä avattu.');
    expect(all).toContain('Kokous ei ollut päätösvaltainen.');
    expect(all).toContain('Pöytäkirjan tarkastajia ei ole vielä valittu.');
    expect(all).toContain('Esityslistalla ei ollut käsiteltäviä hakemuksia.');
    expect(all).toContain('Kokous on vielä kesken.');
  });

  it('are marked checked when both checkers approved', () => {
    const doc = minutesDocument(minutes({ checkers: [{ name: 'A B', approvedAt: '2030-05-02T10:00:00Z' }, { name: 'C D', approvedAt: '2030-05-03T10:00:00Z' }] }));
    expect(doc.footer).toBe('Pöytäkirja on tarkastettu ja hyväksytty.');
  });
});

describe('the decision extract', () => {
  it('says who decided and when, the company, the decision with reasons and industries, a contact, and the appeal within 30 days', () => {
    const doc = decisionExtractDocument({
      issuer: 'Pätevä',
      boardName: 'Pätevyyslautakunta',
      meetingTitle: 'Kevätkokous',
      meetingTime: '2030-05-01T07:00:00Z',
      deciders: [{ name: 'Pekka Puheenjohtaja', boardMemberRoleId: 1 }],
      item: decided,
      contact: { name: 'Toimi Toimisto', email: 'toimi@pateva.test', phone: null },
    });
    expect(doc.title).toBe('Päätösote');
    expect(doc.numbered).toBe(false);
    const all = text(doc);
    expect(all).toContain('Pätevyyslautakunta, kokous Kevätkokous 01.05.2030 klo 10.00.');
    expect(all).toContain('Päätös tehty 01.05.2030 klo 11.30.');
    expect(all).toContain('Päätöksentekoon osallistuivat: Pekka Puheenjohtaja (puheenjohtaja).');
    expect(all).toContain('Kivi ja Laatta Oy (Y-tunnus 2900000-4)');
    expect(all).toContain('Perustelut: Vakuutustodistus puuttuu.');
    expect(all).toContain('Myönnetyt toimialat: 1.1 Asuinrakennukset.');
    expect(all).toContain('Toimi Toimisto, toimi@pateva.test');
    expect(all).toContain('Pätevä ry:n hallitukselle 30 päivän kuluessa');
  });

  it('says no decision was recorded yet', () => {
    const doc = decisionExtractDocument({ issuer: 'Pätevä', boardName: 'L', meetingTitle: 'K', meetingTime: '2030-05-01T07:00:00Z', deciders: [], item: item(), contact: null });
    expect(doc.sections[2].paragraphs).toEqual([NO_DECISION_YET]);
    expect(doc.sections[3].paragraphs).toEqual(['Pätevän toimisto']);
  });
});
