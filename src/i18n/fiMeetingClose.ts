/** Finnish texts of the meeting's last steps (issue 20): end, send the decisions, archive; the company's decision card. Merged into fi.ts. */
export const fiMeetingClose = {
  meetingClose: {
    end: {
      button: 'Päätä kokous',
      title: 'Päätetäänkö kokous "%{title}"?',
      body: 'Kokous päätetään ja sen asiat siirtyvät tilaan Käsitelty lautakunnassa. Jokaisella asialla on oltava päätös. Läsnäoloa ja päätöksiä ei voi tämän jälkeen muuttaa.',
      done: 'Kokous päätetty.',
    },
    notify: {
      button: 'Lähetä päätökset',
      title: 'Lähetetäänkö päätökset yrityksille?',
      body: 'Jokaiselle yritykselle lähetetään päätösilmoitus sähköpostilla kokouksen yritysviestin pohjalta, hyväksytyille hakemuksille myönnetään pätevyys tai sertifikaatti ja asiat siirtyvät tilaan Ilmoitettu. Lähetystä ei voi perua.',
      done: 'Päätökset lähetetty yrityksille.',
    },
    archive: {
      button: 'Arkistoi',
      title: 'Arkistoidaanko kokous "%{title}"?',
      body: 'Kokous ja sen asiat arkistoidaan. Arkistoitua kokousta ei voi enää muuttaa.',
      done: 'Kokous arkistoitu.',
    },
  },
  boardDecision: {
    title: 'Lautakunnan päätös',
    meeting: 'Kokous',
    decision: 'Päätös',
    reasons: 'Perustelut',
    conditions: 'Ehdot',
    returnDueDate: 'Ehtojen määräpäivä',
    granted: 'Myönnetyt toimialat',
    notGranted: 'Ei myönnetty',
    certificate: 'Myönnetty todistus',
    extract: 'Päätösote (PDF)',
  },
  resources: { 'board-meetings': { fields: { notifiedAt: 'Päätökset lähetetty' } } },
};
