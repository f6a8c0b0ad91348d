/** Finnish texts of the company history (section "Historia", office tab). Merged into fi.ts. */
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
    add: 'Lisää tapahtuma',
    editLabel: 'Muokkaa: %{name}',
    removeLabel: 'Poista: %{name}',
    showLabel: 'Näytä: %{name}',
    dialog: {
      addTitle: 'Uusi historiatapahtuma',
      editTitle: 'Muokkaa historiatapahtumaa',
      showTitle: 'Historiatapahtuma',
    },
    loading: 'Ladataan historiaa…',
    loadFailed: 'Historiaa ei saatu ladattua. Yritä hetken kuluttua uudelleen.',
    empty: 'Yrityksen historiaan ei ole kirjattu tapahtumia.',
    confirm: {
      title: 'Poistetaanko historiatapahtuma?',
      body: 'Tapahtuma "%{name}" poistetaan yrityksen historiasta.',
    },
    saved: 'Historiatapahtuma tallennettu',
    deleted: 'Historiatapahtuma poistettu',
    toasts: { removeFailed: 'Historiatapahtumaa ei voitu poistaa.' },
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
