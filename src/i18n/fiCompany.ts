/** Finnish texts of the company pages (/companies/:companyId/…). Merged into fi.ts. */
export const fiCompany = {
  company: {
    switcher: 'Yritys',
    sectionsLabel: 'Yrityksen tiedot',
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
    },
    errors: {
      noAccess: 'Yritystä ei löytynyt tai sinulla ei ole oikeutta sen tietoihin.',
      load: 'Yrityksen tietoja ei saatu ladattua. Yritä hetken kuluttua uudelleen.',
    },
  },
};
