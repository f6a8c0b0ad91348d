/** Finnish texts of the company pages (/companies/:companyId/…). Merged into fi.ts. */
export const fiCompany = {
  resources: {
    companies: {
      name: 'Yritys |||| Yritykset',
      /** The company declaration's fields (src/domain/entities/company.ts) and the details' addresses. */
      fields: {
        id: 'Tunniste',
        name: 'Nimi',
        registrationNumber: 'Y-tunnus',
        switchboardNumber: 'Vaihde',
        companyStatusId: 'Tila',
        peopleCount: 'Henkilöitä',
        createdAt: 'Luotu',
        updatedAt: 'Muokattu',
        hasAdmin: 'Pääkäyttäjä',
        addresses: 'Osoitteet',
      },
    },
  },
  company: {
    switcher: 'Yritys',
    sectionsLabel: 'Yrityksen tiedot',
    unknownSection: 'Yrityksen sivuilla ei ole tällaista osiota. Valitse osio yllä olevista välilehdistä.',
    toOverview: 'Yrityksen perustietoihin',
    toHome: 'Etusivulle',
    sections: {
      overview: 'Perustiedot',
    },
    fields: {
      name: 'Nimi',
      registrationNumber: 'Y-tunnus',
      switchboardNumber: 'Vaihde',
      peopleCount: 'Henkilöitä',
      addresses: 'Osoitteet',
    },
    overview: {
      noAddresses: 'Yritykselle ei ole tallennettu osoitteita.',
      edit: 'Muokkaa perustietoja',
      editTitle: 'Muokkaa yrityksen perustietoja',
      saved: 'Yrityksen perustiedot tallennettu.',
    },
    errors: {
      noAccess: 'Yritystä ei löytynyt tai sinulla ei ole oikeutta sen tietoihin.',
      load: 'Yrityksen tietoja ei saatu ladattua. Yritä hetken kuluttua uudelleen.',
    },
  },
};
