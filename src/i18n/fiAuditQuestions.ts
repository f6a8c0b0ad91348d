/** Finnish texts of the audit question catalogue (Auditointikysymykset) and the audit report's log entries (issue 21). Merged into fi.ts. */
export const fiAuditQuestions = {
  pateva: {
    menu: { items: { auditQuestions: 'Auditointikysymykset', officeAuditQuestions: 'Auditointikysymykset (toimisto)' } },
    audit: {
      entities: {
        audit_question: 'Auditointikysymys',
        audit_report: 'Auditointiraportti',
      },
      // The audit report's log keys (auditFields.ts: audit_report has no declaration).
      fields: {
        status_id: 'Tila',
        sent_at: 'Lähetetty yritykselle',
        review_asked_at: 'Tarkastusta pyydetty',
        reviewed_at: 'Tarkastettu',
        reviewer_comment: 'Tarkastajan kommentti',
        auditor_comment: 'Auditoijan kommentti',
        company_comment: 'Yrityksen kommentti',
      },
    },
  },
  resources: {
    'audit-questions': {
      name: 'Auditointikysymys |||| Auditointikysymykset',
      fields: {
        id: 'Tunniste',
        sectionId: 'Raportin osio',
        symbolicName: 'Tunnus',
        text: 'Kysymys',
        description: 'Ohje auditoijalle',
        certificateTypeIds: 'Sertifikaattilajit',
        orderNumber: 'Järjestys',
        active: 'Käytössä',
      },
    },
  },
  auditQuestions: {
    title: 'Auditointikysymykset',
    add: 'Lisää kysymys',
    empty: 'Auditointikysymyksiä ei ole vielä lisätty.',
    search: 'Hae kysymystä tai tunnusta',
    allKinds: 'Kaikki sertifikaattilajit',
    readOnly: 'Kysymyksiä ylläpitävät toimisto ja pääauditoija.',
    confirm: {
      title: 'Poistetaanko auditointikysymys?',
      body: 'Kysymys "%{name}" poistetaan. Jos siihen on jo vastattu auditointiraporteissa, poista se käytöstä.',
    },
  },
} as const;
