/** Finnish texts of a board meeting's renewal reminders on the office's meeting page (issue 20 "Reminders"). Merged into fi.ts. */
export const fiMeetingReminders = {
  meetingReminders: {
    title: 'Muistutukset',
    intro:
      'Kokouksen uusimispäivinä lähetetyt muistutukset yrityksille, joiden pätevyys tai sertifikaatti uusitaan tässä kokouksessa. Viesti menee yrityksen pääkäyttäjille ja yhteyshenkilöille.',
    empty: 'Muistutuksia ei ole vielä lähetetty.',
    stage: 'Vaihe',
    company: 'Yritys',
    certificates: 'Pätevyydet ja sertifikaatit',
    recipients: 'Vastaanottajia',
    sentAt: 'Lähetetty',
    meetingDay: 'Kokouspäivä viestissä',
    error: 'Muistutuksia ei voitu hakea.',
  },
};
