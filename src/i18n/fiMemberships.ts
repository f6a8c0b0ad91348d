/** Finnish texts of company memberships (Jäsenyydet). Merged into fi.ts. */
export const fiMemberships = {
  company: { sections: { memberships: 'Jäsenyydet' } },
  pateva: {
    companies: { tabs: { memberships: 'Jäsenyydet' } },
    audit: { entities: { company_membership: 'Jäsenyys' } },
  },
  resources: {
    memberships: {
      name: 'Jäsenyys |||| Jäsenyydet',
      fields: {
        id: 'Tunniste',
        companyId: 'Yritys',
        companyMembershipUnionId: 'Liitto',
        union: 'Liitto',
        description: 'Lisätieto',
        createdAt: 'Lisätty',
      },
    },
  },
  memberships: {
    title: 'Jäsenyydet',
    loading: 'Ladataan jäsenyyksiä…',
    loadFailed: 'Jäsenyyksiä ei saatu ladattua.',
    empty: 'Yrityksellä ei ole jäsenyyksiä.',
    add: 'Lisää jäsenyys',
    showLabel: 'Näytä jäsenyys %{name}',
    editLabel: 'Muokkaa jäsenyyttä %{name}',
    removeLabel: 'Poista jäsenyys %{name}',
    dialog: { addTitle: 'Lisää jäsenyys', editTitle: 'Muokkaa jäsenyyttä', showTitle: 'Jäsenyys' },
    confirm: {
      title: 'Poistetaanko jäsenyys?',
      body: 'Jäsenyys liitossa %{name} poistetaan yrityksen tiedoista.',
    },
    added: 'Jäsenyys lisätty',
    removed: 'Jäsenyys poistettu',
    toasts: { removeFailed: 'Jäsenyyttä ei voitu poistaa.' },
  },
};
