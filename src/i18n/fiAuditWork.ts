/** Finnish texts of the audit work records (issue 21, selfcost): self-evaluation, auditor costs, the conflicts register, auditor contacts. Merged into fi.ts. */
export const fiAuditWork = {
  pateva: {
    menu: {
      items: {
        auditorCosts: 'Auditoijien kustannukset',
        auditorConflicts: 'Esteellisyydet',
        auditorContacts: 'Auditoijat',
      },
    },
    audit: { entities: { auditor_conflict: 'Esteellisyysilmoitus', auditor_cost: 'Auditoijan kustannukset', audit_self_evaluation: 'Itsearviointi' } },
    selfEvaluation: {
      title: 'Itsearviointi',
      intro: 'Arvioi yrityksenne toimintaa ennen auditointia jokaisessa 16 osiossa asteikolla 0–5 ja kommentoi arviotanne.',
      score: 'Oma arvio (0–5)',
      noScore: 'Ei arviota',
      comment: 'Kommentti',
      auditorScore: 'Auditoijan arvio',
      companyScore: 'Yrityksen arvio',
      save: 'Tallenna itsearviointi',
      saved: 'Itsearviointi tallennettu.',
      saveFailed: 'Itsearvioinnin tallennus epäonnistui.',
      closed: 'Auditointiraportti on lähetetty, joten itsearviointia ei voi enää muuttaa.',
      readOnly: 'Vain yrityksen pääkäyttäjät voivat täyttää itsearvioinnin.',
      loading: 'Ladataan itsearviointia…',
      loadFailed: 'Itsearviointia ei voitu ladata.',
      section: 'Osio',
      comparison: 'Itsearvio ja auditoijan arvio',
      updatedAt: 'Päivitetty %{time}',
    },
  },
  resources: {
    'auditor-conflicts': {
      name: 'Esteellisyysilmoitus |||| Esteellisyysilmoitukset',
      fields: {
        id: 'Tunniste',
        personId: 'Auditoija',
        personName: 'Auditoija',
        companyId: 'Yritys',
        companyName: 'Yritys',
        conflictTypeId: 'Esteellisyyden laji',
        description: 'Kuvaus',
        validFrom: 'Alkaen',
        validTo: 'Päättyen',
      },
    },
  },
};
