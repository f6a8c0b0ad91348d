/** Finnish texts of the company's offices (yksiköt). Merged into fi.ts. */
export const fiOffices = {
  company: {
    sections: { offices: 'Yksiköt' },
  },
  pateva: {
    companies: { tabs: { offices: 'Yksiköt' } },
    audit: { entities: { company_office: 'Yksikkö' } },
  },
  offices: {
    title: 'Yksiköt',
    loading: 'Ladataan yksiköitä…',
    loadFailed: 'Yksiköitä ei saatu ladattua. Yritä hetken kuluttua uudelleen.',
    retry: 'Yritä uudelleen',
    empty: 'Yritykselle ei ole lisätty yksiköitä.',
    add: 'Lisää yksikkö',
    edit: 'Muokkaa',
    editLabel: 'Muokkaa yksikköä %{name}',
    remove: 'Poista',
    removeLabel: 'Poista yksikkö %{name}',
    columns: { name: 'Nimi', description: 'Kuvaus', address: 'Osoite', actions: 'Toiminnot' },
    dialog: {
      addTitle: 'Lisää yksikkö',
      editTitle: 'Muokkaa yksikköä',
      save: 'Tallenna',
      cancel: 'Peruuta',
    },
    fields: {
      name: 'Nimi',
      description: 'Kuvaus',
      street: 'Katuosoite',
      zipcode: 'Postinumero',
      city: 'Postitoimipaikka',
      country: 'Maa',
      countryHelp: 'Kaksikirjaiminen maatunnus, esim. FI',
    },
    confirm: {
      title: 'Poistetaanko yksikkö?',
      body: 'Yksikkö %{name} poistetaan. Poistoa ei voi perua.',
      confirm: 'Poista',
      cancel: 'Peruuta',
    },
    toasts: {
      removeFailed: 'Yksikköä ei voitu poistaa.',
    },
  },
};
