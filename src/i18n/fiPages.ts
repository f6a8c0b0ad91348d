/** Finnish texts of the main-area pages (onboarding, home); the sign-in pages' are in fiAuth. Merged into fi.ts. */
export const fiPages = {
  onboarding: {
    title: 'Liity yritykseen tai tuo yritys portaaliin',
    intro:
      'Hae yritys Y-tunnuksella. Jos yritys on jo portaalissa, voit pyytää liittymistä siihen; muuten voit tuoda sen portaaliin kaupparekisterin tiedoilla.',
    search: {
      label: 'Y-tunnus',
      help: 'Muoto 1234567-8',
      submit: 'Hae yritys',
      again: 'Hae toista yritystä',
    },
    fields: {
      registrationNumber: 'Y-tunnus',
      name: 'Yrityksen nimi',
      companyForm: 'Yhtiömuoto',
      mainBusinessLine: 'Päätoimiala',
      registrationDate: 'Rekisteröity',
      website: 'Verkkosivut',
    },
    portal: {
      has_admin:
        'Yritys on jo portaalissa ja sillä on pääkäyttäjä. Lähetä liittymispyyntö: yrityksen pääkäyttäjä hyväksyy sen.',
      no_admin:
        'Yritys on jo portaalissa, mutta sillä ei ole pääkäyttäjää. Liittymispyyntösi menee Pätevän toimistolle, joka käsittelee sen.',
    },
    join: {
      submit: 'Lähetä liittymispyyntö',
      sentToast: 'Liittymispyyntö lähetetty',
      pendingAdmin: 'Liittymispyyntö on lähetetty ja odottaa yrityksen pääkäyttäjän hyväksyntää.',
      pendingOffice: 'Liittymispyyntö on lähetetty ja odottaa Pätevän toimiston käsittelyä.',
    },
    prh: {
      source: 'Tiedot kaupparekisteristä (PRH)',
      situations: 'Huomio: kaupparekisterissä on yritystä koskevia merkintöjä',
    },
    create: {
      explain: 'Yritys ei ole vielä portaalissa. Kun tuot sen portaaliin, sinusta tulee sen pääkäyttäjä.',
      submit: 'Luo yritys portaaliin',
      done: 'Yritys %{name} on luotu portaaliin. Olet sen pääkäyttäjä.',
      conflict: 'Yritys on jo portaalissa.',
    },
    manual: {
      title: 'Yrityksen tiedot käsin',
      notInPrh: 'Y-tunnuksella ei löytynyt yritystä kaupparekisteristä.',
      prhFailed: 'Kaupparekisterin tietoja ei juuri nyt saatu.',
      explain: 'Voit silti tuoda yrityksen portaaliin kirjoittamalla sen nimen. Tarkista, että Y-tunnus on oikein.',
    },
  },
  home: {
    title: 'Etusivu',
    loading: 'Ladataan tietojasi…',
    retry: 'Yritä uudelleen',
    welcome: 'Tervetuloa, %{name}',
    welcomeAnonymous: 'Tervetuloa',
    noCompany: 'Tunnuksesi ei ole vielä liitetty yritykseen.',
    joinAnother: 'Liity toiseen yritykseen tai tuo uusi yritys',
    companies: {
      title: 'Yrityksesi',
      pending: 'Odottaa hyväksyntää',
    },
    roles: {
      admin: 'Pääkäyttäjä',
      user: 'Käyttäjä',
    },
    pending: {
      title: 'Liittymispyynnöt: %{company}',
      loading: 'Ladataan liittymispyyntöjä…',
      empty: 'Ei käsittelemättömiä liittymispyyntöjä.',
      requestedAt: 'pyydetty %{date}',
      approve: 'Hyväksy',
      reject: 'Hylkää',
      approveLabel: 'Hyväksy %{name}',
      rejectLabel: 'Hylkää %{name}',
      rejectTitle: 'Hylätäänkö liittymispyyntö?',
      rejectContent: 'Henkilön %{name} liittymispyyntö hylätään. Hän voi lähettää uuden pyynnön myöhemmin.',
      rejectConfirm: 'Hylkää pyyntö',
      cancel: 'Peruuta',
      approved: '%{name} on hyväksytty yrityksen käyttäjäksi',
      rejected: 'Henkilön %{name} liittymispyyntö hylätty',
    },
  },
};
