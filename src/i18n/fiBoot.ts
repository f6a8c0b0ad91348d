/**
 * The texts the app shows before (or without) react-admin: the loading spinner
 * and the server error page. The same texts as in fi.ts (test/web/shell/fi.test.tsx
 * keeps the two equal); kept here so the entry chunk needs no react-admin.
 */
export const fiBoot = {
  pateva: {
    app: {
      loading: 'Ladataan…',
    },
    footer: {
      accessibility: 'Saavutettavuusseloste',
    },
    serverError: {
      title: 'Palvelu ei ole juuri nyt käytettävissä',
      body: 'Palvelin vastasi virheellä (%{status}). Tallentamattomat muutokset eivät ehkä tallentuneet. Yritä hetken kuluttua uudelleen.',
      reload: 'Lataa sivu uudelleen',
      details: 'Palvelimen vastaus',
    },
  },
};
