/** Finnish texts of the company history (section "Historia", office tab, modal). Merged into fi.ts. */
export const fiHistory = {
  company: {
    sections: {
      history: 'Historia',
    },
  },
  resources: {
    'history-entries': {
      name: 'Historiatapahtuma |||| Historiatapahtumat',
      fields: {
        id: 'Tunniste',
        companyId: 'Yritys',
        validFrom: 'Alkaen',
        validTo: 'Päättyen',
        companyHistoryEntryTypeId: 'Tapahtuman tyyppi',
        content: 'Kuvaus',
        createdBy: 'Kirjaaja',
        createdAt: 'Kirjattu',
        updatedAt: 'Muutettu',
      },
    },
  },
  history: {
    title: 'Yrityksen historia',
    manage: 'Muokkaa historiaa',
    add: 'Lisää tapahtuma',
    edit: 'Muokkaa',
    delete: 'Poista',
    close: 'Sulje',
    back: 'Takaisin listaan',
    save: 'Tallenna',
    createTitle: 'Uusi historiatapahtuma',
    editTitle: 'Muokkaa historiatapahtumaa',
    loading: 'Ladataan historiaa…',
    loadFailed: 'Historiaa ei saatu ladattua. Yritä hetken kuluttua uudelleen.',
    empty: 'Yrityksen historiaan ei ole kirjattu tapahtumia.',
    confirmDelete: {
      title: 'Poistetaanko historiatapahtuma?',
      content: 'Tapahtuma "%{content}" poistetaan yrityksen historiasta.',
    },
    saved: 'Historiatapahtuma tallennettu',
    deleted: 'Historiatapahtuma poistettu',
  },
  pateva: {
    companies: {
      tabs: {
        history: 'Historia',
      },
    },
    audit: {
      entities: {
        company_history_entry: 'Historiatapahtuma',
      },
    },
  },
};
