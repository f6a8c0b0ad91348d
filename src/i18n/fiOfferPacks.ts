/** Finnish texts of the company offer packs (section "Tarjouspaketit", office tab). Merged into fi.ts. */
export const fiOfferPacks = {
  company: {
    sections: { 'offer-packs': 'Tarjouspaketit' },
  },
  pateva: {
    audit: { entities: { offer_pack: 'Tarjouspaketti' } },
    companies: { tabs: { offerPacks: 'Tarjouspaketit' } },
  },
  resources: {
    'offer-packs': {
      name: 'Tarjouspaketti |||| Tarjouspaketit',
      fields: {
        id: 'Tunniste',
        companyId: 'Yritys',
        name: 'Paketin nimi',
        referenceIds: 'Referenssit',
        createdAt: 'Luotu',
        updatedAt: 'Muutettu',
      },
    },
  },
  offerPacks: {
    title: 'Tarjouspaketit',
    intro: 'Kokoa tarjouspakettiin valitsemasi referenssit ja lataa ne yhtenä PDF-tiedostona tarjouksen liitteeksi.',
    open: 'Tarjouspaketit',
    add: 'Uusi tarjouspaketti',
    dialog: {
      addTitle: 'Uusi tarjouspaketti',
      editTitle: 'Muokkaa tarjouspakettia',
      showTitle: 'Tarjouspaketti',
    },
    pdf: 'PDF',
    loading: 'Ladataan tarjouspaketteja…',
    loadFailed: 'Tarjouspaketteja ei saatu ladattua. Yritä hetken kuluttua uudelleen.',
    empty: 'Yrityksellä ei ole vielä tarjouspaketteja.',
    referenceCount: '%{smart_count} referenssi |||| %{smart_count} referenssiä',
    download: 'Lataa PDF',
    downloadLabel: 'Lataa PDF: tarjouspaketti %{name}',
    editLabel: 'Muokkaa tarjouspakettia %{name}',
    showLabel: 'Näytä tarjouspaketti %{name}',
    removeLabel: 'Poista tarjouspaketti %{name}',
    orderHint: 'Referenssit tulevat PDF-tiedostoon valintajärjestyksessä.',
    referencesLoading: 'Ladataan referenssejä…',
    referencesFailed: 'Referenssejä ei saatu ladattua.',
    noReferences: 'Yrityksellä ei ole referenssejä. Lisää ensin referenssit.',
    confirm: {
      title: 'Poistetaanko tarjouspaketti?',
      body: 'Tarjouspaketti %{name} poistetaan. Sen referenssit säilyvät.',
    },
    toasts: {
      created: 'Tarjouspaketti tallennettu',
      updated: 'Tarjouspakettia muokattu',
      deleted: 'Tarjouspaketti poistettu',
      removeFailed: 'Tarjouspakettia ei voitu poistaa.',
    },
  },
};
