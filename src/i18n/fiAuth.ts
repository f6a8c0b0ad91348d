/**
 * Finnish texts of the sign-in pages. Apart from the other pages' texts (fiPages) because the
 * sign-in pages' first load carries them (a 170 kB budget): only what those pages show. Merged into fi.ts.
 */
export const fiAuth = {
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
};
