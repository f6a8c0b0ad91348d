/** Finnish texts of the upload component (src/components/files). Merged into fi.ts. */
export const fiFiles = {
  pateva: {
    files: {
      drop: 'Pudota tiedosto tähän tai',
      dropMany: 'Pudota tiedostot tähän tai',
      choose: 'Valitse tiedosto',
      chooseMany: 'Valitse tiedostot',
      dropActive: 'Pudota tiedosto',
      allowed: 'Sallitut tiedostotyypit: %{types}. Enintään %{size} Mt.',
      uploading: 'Lähetetään %{name}',
      progress: 'Tiedoston %{name} lähetys',
      done: 'Lähetetty',
      cancelled: 'Lähetys peruttu. Voit lähettää tiedoston uudelleen.',
      cancel: 'Peruuta lähetys',
      cancelLabel: 'Peruuta tiedoston %{name} lähetys',
      retry: 'Yritä uudelleen',
      retryLabel: 'Lähetä %{name} uudelleen',
      dismiss: 'Poista listalta',
      dismissLabel: 'Poista %{name} listalta',
      tooLarge: 'Tiedosto on liian suuri (enintään %{size} Mt).',
      empty: 'Tiedosto on tyhjä.',
      failed: 'Tiedoston lähetys epäonnistui.',
      listLabel: 'Lähetettävät tiedostot',
    },
  },
};
