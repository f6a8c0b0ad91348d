/** An agenda item's references, files and audit summary (issue 20 "references and files", issue 21); the office's application page's meeting. */
export const fiBoardAgendaDetails = {
  agendaDetails: {
    references: 'Referenssit',
    noReferences: 'Hakemukseen ei ole liitetty referenssejä.',
    client: 'Tilaaja',
    dates: 'Ajankohta',
    ongoing: 'käynnissä',
    backs: 'Toimialat',
    files: 'Liitteet',
    noFiles: 'Hakemuksella ei ole liitteitä.',
    // The accessible name begins with the visible text (WCAG 2.5.3).
    download: '%{name} (lataa)',
    audit: 'Auditointi',
    auditKind: 'Auditoinnin laji',
    auditors: 'Auditoijat',
    noAuditors: 'ei nimetty',
    reportStatus: 'Raportin tila',
    noReport: 'ei aloitettu',
    finishedAt: 'Valmistunut',
    notFinished: 'kesken',
    deviations: 'Poikkeamat',
    noDeviations: 'Ei poikkeamia.',
  },
  applicationMeeting: {
    title: 'Lautakunnan kokous',
    loading: 'Ladataan kokousta…',
    loadFailed: 'Kokouksen tietoja ei saatu ladattua.',
  },
} as const;
