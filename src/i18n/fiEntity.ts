/** Finnish texts of the generic entity views (src/components/entity). Merged into fi.ts. */
export const fiEntity = {
  pateva: {
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
    },
  },
};
