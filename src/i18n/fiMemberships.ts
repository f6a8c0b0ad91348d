/** Finnish texts of company memberships (Jäsenyydet). Merged into fi.ts. */
export const fiMemberships = {
  company: { sections: { memberships: 'Jäsenyydet' } },
  pateva: {
    companies: { tabs: { memberships: 'Jäsenyydet' } },
    audit: { entities: { company_membership: 'Jäsenyys' } },
  },
  memberships: {
    title: 'Jäsenyydet',
    loading: 'Ladataan jäsenyyksiä…',
    loadFailed: 'Jäsenyyksiä ei saatu ladattua.',
    empty: 'Yrityksellä ei ole jäsenyyksiä.',
    union: 'Liitto',
    description: 'Lisätieto',
    actions: 'Toiminnot',
    addTitle: 'Lisää jäsenyys',
    add: 'Lisää jäsenyys',
    remove: 'Poista',
    removeLabel: 'Poista jäsenyys %{name}',
    confirmTitle: 'Poistetaanko jäsenyys?',
    confirmContent: 'Jäsenyys liitossa %{name} poistetaan yrityksen tiedoista.',
    confirm: 'Poista jäsenyys',
    cancel: 'Peruuta',
    added: 'Jäsenyys lisätty',
    removed: 'Jäsenyys poistettu',
    unionsFailed: 'Liittojen luetteloa ei saatu ladattua.',
  },
};
