/** Finnish texts of the generic entity views (src/components/entity). Merged into fi.ts. */
export const fiEntity = {
  pateva: {
    /** src/components/form/FormTabs.tsx */
    formTabs: {
      errors: 'Lomakkeessa on virheitä välilehdellä %{tabs}. Korjaa merkityt kentät. |||| Lomakkeessa on virheitä välilehdillä %{tabs}. Korjaa merkityt kentät.',
      hasErrors: 'sisältää virheitä',
    },
    entity: {
      actions: 'Toiminnot',
      show: 'Näytä',
      close: 'Sulje',
      edit: 'Muokkaa',
      remove: 'Poista',
      save: 'Tallenna',
      cancel: 'Peruuta',
      retry: 'Yritä uudelleen',
      export: 'Vie CSV-tiedostoon',
      exportFailed: 'Tiedoston tekeminen epäonnistui. Yritä uudelleen.',
      choose: 'Valitse…',
      lookupFailed: 'Vaihtoehtoja ei saatu ladattua. Yritä hetken kuluttua uudelleen.',
      notFound: 'Tietuetta ei löytynyt. Se on ehkä poistettu, tai osoite on väärä.',
    },
  },
};
