/** Finnish texts of the main-area pages (auth, onboarding, home). Merged into fi.ts. */
export const fiPages = {
  auth: {
    common: {
      appName: 'Pätevä',
    },
    errors: {
      network: 'Palvelimeen ei saatu yhteyttä. Tarkista verkkoyhteys ja yritä uudelleen.',
      unexpected: 'Odottamaton virhe. Yritä hetken kuluttua uudelleen.',
    },
    fields: {
      email: 'Sähköpostiosoite',
      password: 'Salasana',
      newPassword: 'Uusi salasana',
      passwordConfirmation: 'Salasana uudelleen',
      firstName: 'Etunimi',
      lastName: 'Sukunimi',
    },
    links: {
      login: 'Kirjaudu sisään',
      register: 'Luo uusi tunnus',
      forgot: 'Unohtuiko salasana?',
    },
    login: {
      title: 'Kirjaudu sisään',
      submit: 'Kirjaudu',
      notVerified:
        'Sähköpostiosoitettasi ei ole vielä vahvistettu. Avaa sähköpostiisi lähetetty vahvistuslinkki tai pyydä uusi linkki.',
    },
    passwordStrength: {
      label: 'Salasanan vahvuus',
      0: 'erittäin heikko',
      1: 'heikko',
      2: 'kohtalainen',
      3: 'hyvä',
      4: 'vahva',
    },
    register: {
      title: 'Luo uusi tunnus',
      submit: 'Luo tunnus',
      newsletter: 'Haluan tilata Pätevän uutiskirjeen',
      passwordHelp: 'Vähintään %{min} merkkiä. Pitkä salasana tai useampi sana, joita ei ole helppo arvata.',
      mismatch: 'Salasanat eivät täsmää.',
      sentTitle: 'Vahvista sähköpostiosoitteesi',
      sentBody: 'Lähetimme vahvistuslinkin osoitteeseen %{email}.',
      sentNext:
        'Avaa viesti ja vahvista osoitteesi linkistä, jonka jälkeen voit kirjautua sisään. Jos viestiä ei näy muutamassa minuutissa, tarkista roskapostikansio tai pyydä uusi linkki.',
    },
    resend: {
      submit: 'Lähetä vahvistuslinkki uudelleen',
      done: 'Jos osoitetta ei ole vielä vahvistettu, siihen on lähetetty uusi vahvistuslinkki.',
    },
    verify: {
      title: 'Sähköpostiosoitteen vahvistus',
      verifying: 'Vahvistetaan sähköpostiosoitetta…',
      success: 'Sähköpostiosoite %{email} on vahvistettu. Voit nyt kirjautua sisään.',
      toLogin: 'Kirjaudu sisään',
      failed: 'Vahvistuslinkki on vanhentunut tai virheellinen.',
      askNew: 'Anna sähköpostiosoitteesi, niin lähetämme uuden vahvistuslinkin.',
      submitNew: 'Lähetä uusi linkki',
    },
    confirmEmail: {
      title: 'Uuden sähköpostiosoitteen vahvistus',
      confirming: 'Vahvistetaan uutta sähköpostiosoitetta…',
      success: 'Sähköpostiosoitteesi on nyt %{email}. Kirjaudu jatkossa sisään tällä osoitteella.',
      failed: 'Vahvistuslinkki on vanhentunut tai virheellinen.',
      askNew: 'Voit pyytää uuden linkin vaihtamalla osoitteen uudelleen Oma tili -sivulla.',
      toAccount: 'Omaan tiliin',
      toLogin: 'Kirjaudu sisään',
    },
    forgot: {
      title: 'Unohtuiko salasana?',
      intro: 'Anna tunnuksesi sähköpostiosoite. Lähetämme siihen linkin, jolla voit asettaa uuden salasanan.',
      submit: 'Lähetä palautuslinkki',
      done: 'Jos osoitteella on tunnus, siihen on lähetetty linkki salasanan vaihtamiseen. Tarkista myös roskapostikansio.',
    },
    reset: {
      title: 'Aseta uusi salasana',
      submit: 'Vaihda salasana',
      invalidLink: 'Palautuslinkki on virheellinen.',
      askNew: 'Pyydä uusi linkki.',
      done: 'Salasana on vaihdettu. Kirjaudu sisään uudella salasanalla.',
    },
  },
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
