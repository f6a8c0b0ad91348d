/** Finnish texts of the feedback modal (user menu "Palaute"). Merged into fi.ts. */
export const fiFeedback = {
  resources: {
    feedback: {
      name: 'Palaute |||| Palautteet',
      fields: {
        id: 'Tunniste',
        messageType: 'Viestin tyyppi',
        recipientPersonId: 'Vastaanottaja',
        recipient: 'Vastaanottaja',
        title: 'Otsikko',
        message: 'Viesti',
        companyId: 'Yritys',
        createdAt: 'Lähetetty',
      },
    },
  },
  feedback: {
    menu: 'Palaute',
    title: 'Lähetä palautetta',
    types: {
      1: 'Virheilmoitus',
      2: 'Palaute',
    },
    groups: {
      office: 'Pätevän toimisto',
      company: 'Yrityksen yhteyshenkilö',
    },
    loadingRecipients: 'Ladataan vastaanottajia…',
    recipientsFailed: 'Vastaanottajia ei saatu ladattua. Sulje ikkuna ja yritä uudelleen.',
    noRecipients: 'Palautteelle ei löytynyt vastaanottajia.',
    send: 'Lähetä',
    cancel: 'Peruuta',
    sent: 'Palaute lähetetty',
  },
};
