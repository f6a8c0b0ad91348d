/** Finnish texts of invites: the company section, the office tab and the invite steps of the auth pages. Merged into fi.ts. */
export const fiInvites = {
  invites: {
    title: 'Kutsut',
    intro: 'Kutsu yrityksen käyttäjäksi sähköpostilla. Kutsu on voimassa 7 päivää.',
    noPermission: 'Kutsujen lähettäminen ja katselu vaatii oikeuden hallita yrityksen henkilöitä ja kutsuja.',
    form: {
      title: 'Uusi kutsu',
      email: 'Sähköpostiosoite',
      roles: 'Roolit yrityksessä',
      companyAdmin: 'Pääkäyttäjä',
      companyManagingDirector: 'Toimitusjohtaja',
      companyContactPerson: 'Yhteyshenkilö',
      submit: 'Lähetä kutsu',
    },
    list: {
      title: 'Avoimet kutsut',
      loading: 'Ladataan kutsuja…',
      loadFailed: 'Kutsuja ei saatu ladattua. Yritä hetken kuluttua uudelleen.',
      retry: 'Yritä uudelleen',
      empty: 'Yrityksellä ei ole avoimia kutsuja.',
      email: 'Sähköpostiosoite',
      roles: 'Roolit',
      sent: 'Lähetetty',
      expires: 'Voimassa',
      actions: 'Toiminnot',
      user: 'Käyttäjä',
      expired: 'Vanhentunut',
      cancel: 'Peruuta kutsu',
      cancelLabel: 'Peruuta kutsu osoitteeseen %{email}',
    },
    confirm: {
      title: 'Peruutetaanko kutsu?',
      body: 'Kutsu osoitteeseen %{email} peruutetaan, eikä sen linkki enää toimi.',
      confirm: 'Peruuta kutsu',
      back: 'Takaisin',
    },
    toasts: {
      accepted: 'Kutsu hyväksytty',
    },
    register: {
      checking: 'Tarkistetaan kutsua…',
      invited: 'Sinut on kutsuttu yrityksen %{company} käyttäjäksi.',
      hasAccount: 'Osoitteella %{email} on jo tunnus: kirjaudu sisään, niin kutsu hyväksytään.',
      invalid: 'Kutsu ei ole enää voimassa. Voit silti luoda tunnuksen ja pyytää yritykseltä uuden kutsun.',
      emailLocked: 'Kutsu on lähetetty tähän osoitteeseen.',
      doneTitle: 'Tunnus on luotu',
      doneBody:
        'Sähköpostiosoitteesi %{email} on vahvistettu kutsun kautta, ja olet nyt yrityksen %{company} käyttäjä. Voit kirjautua sisään.',
      theCompany: 'kutsuneen yrityksen',
    },
    login: {
      invited: 'Sinut on kutsuttu yrityksen %{company} käyttäjäksi. Kirjaudu sisään osoitteella %{email}, niin kutsu hyväksytään.',
      invalid: 'Kutsu ei ole enää voimassa. Pyydä yritykseltä uusi kutsu.',
      leaving: 'Siirrytään etusivulle…',
    },
  },
  resources: {
    invites: {
      name: 'Kutsu |||| Kutsut',
      fields: {
        id: 'Tunniste',
        companyId: 'Yritys',
        email: 'Sähköpostiosoite',
        token: 'Kutsukoodi',
        companyAdmin: 'Pääkäyttäjä',
        companyManagingDirector: 'Toimitusjohtaja',
        companyContactPerson: 'Yhteyshenkilö',
        createdAt: 'Lähetetty',
        updatedAt: 'Muutettu',
        deletedAt: 'Peruttu',
        expiresAt: 'Voimassa',
        expired: 'Vanhentunut',
      },
    },
  },
  company: {
    sections: {
      invites: 'Kutsut',
    },
  },
  pateva: {
    companies: {
      tabs: {
        invites: 'Kutsut',
      },
    },
    audit: {
      entities: {
        invite: 'Kutsu',
      },
    },
  },
};
