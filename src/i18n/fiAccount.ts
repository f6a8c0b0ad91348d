/** Finnish texts of the signed-in user's own account page (/account, issue 9 #9). Merged into fi.ts. */
export const fiAccount = {
  /** The audit rows of an own account change (server/modules/account), in the office's Muutoshistoria. */
  pateva: {
    audit: {
      entities: { user: 'Käyttäjätunnus' },
      fields: { password_changed: 'Salasana vaihdettu' },
    },
  },
  account: {
    menu: 'Oma tili',
    title: 'Oma tili',
    loading: 'Ladataan tilin tietoja…',
    retry: 'Yritä uudelleen',
    name: {
      title: 'Nimi',
      submit: 'Tallenna nimi',
      saved: 'Nimi tallennettu.',
    },
    email: {
      title: 'Sähköpostiosoite',
      current: 'Kirjaudut sisään osoitteella %{email}.',
      pending:
        'Uusi osoite %{email} odottaa vahvistusta. Avaa linkki, jonka lähetimme siihen. Siihen asti kirjaudut sisään nykyisellä osoitteellasi.',
      newEmail: 'Uusi sähköpostiosoite',
      help: 'Lähetämme uuteen osoitteeseen vahvistuslinkin. Osoite vaihtuu, kun avaat linkin (voimassa 60 minuuttia).',
      submit: 'Vaihda sähköpostiosoite',
      cancel: 'Peruuta osoitteen vaihto',
      cancelled: 'Osoitteen vaihto peruttu.',
    },
    password: {
      title: 'Salasana',
      help: 'Vaihdon jälkeen kirjautumisesi muilla laitteilla päättyvät. Tämä kirjautuminen jatkuu.',
      current: 'Nykyinen salasana',
      newPassword: 'Uusi salasana',
      confirmation: 'Uusi salasana uudelleen',
      submit: 'Vaihda salasana',
    },
  },
};
