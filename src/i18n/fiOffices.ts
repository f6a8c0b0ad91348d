/** Finnish texts of the company's offices (yksiköt). Merged into fi.ts. */
export const fiOffices = {
  company: {
    sections: { offices: 'Yksiköt' },
  },
  pateva: {
    companies: { tabs: { offices: 'Yksiköt' } },
    audit: { entities: { company_office: 'Yksikkö' } },
  },
  resources: {
    offices: {
      name: 'Yksikkö |||| Yksiköt',
      fields: {
        id: 'Tunniste',
        companyId: 'Yritys',
        name: 'Nimi',
        description: 'Kuvaus',
        street: 'Katuosoite',
        zipcode: 'Postinumero',
        city: 'Postitoimipaikka',
        country: 'Maa',
      },
    },
  },
  offices: {
    title: 'Yksiköt',
    loading: 'Ladataan yksiköitä…',
    loadFailed: 'Yksiköitä ei saatu ladattua. Yritä hetken kuluttua uudelleen.',
    retry: 'Yritä uudelleen',
    empty: 'Yritykselle ei ole lisätty yksiköitä.',
    add: 'Lisää yksikkö',
    showLabel: 'Näytä yksikkö %{name}',
    editLabel: 'Muokkaa yksikköä %{name}',
    removeLabel: 'Poista yksikkö %{name}',
    columns: { address: 'Osoite' },
    dialog: {
      addTitle: 'Lisää yksikkö',
      editTitle: 'Muokkaa yksikköä',
      showTitle: 'Yksikkö',
    },
    confirm: {
      title: 'Poistetaanko yksikkö?',
      body: 'Yksikkö %{name} poistetaan. Poistoa ei voi perua.',
    },
    toasts: {
      removeFailed: 'Yksikköä ei voitu poistaa.',
    },
  },
};
