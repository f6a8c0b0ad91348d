/**
 * Demo front-page news and help (issue 22 §4): three news items the portal serves as its feed while
 * NEWS_FEED_URL is unset, and the help modal's default page 'common', in Finnish.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../types';

const COMMON_HELP = `# Pätevän käyttöohje

Pätevässä yrityksesi hakee pätevyyksiä ja sertifikaatteja ja pitää niiden tiedot ajan tasalla.

## Aloitus

1. Valitse etusivulta yritys, jonka tietoja haluat käsitellä.
2. Täydennä yrityksen **henkilöt**, **referenssit** ja **talousluvut**.
3. Tee hakemus kohdassa *Hakemukset* ja lähetä se toimiston käsiteltäväksi.

## Kysyttävää?

Lähetä palautetta käyttäjävalikon kohdasta *Palaute* tai kirjoita osoitteeseen [toimisto@pateva.test](mailto:toimisto@pateva.test).
`;

export async function seedDemoNewsHelp(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('news_items')
    .values([
      {
        title: 'Pätevä-portaali on avattu',
        date: sql<string>`current_date - 20`,
        description: 'Yritykset voivat nyt hakea pätevyyksiä ja sertifikaatteja sähköisesti.',
        body: 'Pätevä-portaali on avattu kaikille jäsenyrityksille.\n\nPortaalissa yritys ylläpitää henkilöidensä, referenssiensä ja taloutensa tietoja ja tekee hakemukset sähköisesti. Toimisto ja lautakunta käsittelevät hakemukset samassa palvelussa.',
        category_name: 'Tiedote',
      },
      {
        title: 'Lautakunnan kokousaikataulu keväälle',
        date: sql<string>`current_date - 7`,
        description: 'Pätevyyslautakunta kokoontuu keväällä kerran kuukaudessa.',
        body: 'Pätevyyslautakunta kokoontuu keväällä kerran kuukaudessa. Hakemuksen on oltava valmis käsittelyyn viimeistään kaksi viikkoa ennen kokousta.\n\nKokousten tarkat päivät näet lautakunnan sivuilta.',
        category_name: 'Lautakunta',
      },
      {
        title: 'Kosteudenhallinnan sertifikaatti uudistuu',
        date: sql<string>`current_date - 1`,
        description: 'Kosteudenhallinnan sertifikaatin vaatimukset päivittyvät ensi vuoden alusta.',
        body: 'Kosteudenhallinnan sertifikaatin vaatimukset päivittyvät ensi vuoden alusta. Voimassa olevat sertifikaatit ovat voimassa kautensa loppuun.\n\nLisätietoja saat toimistosta.',
        category_name: 'Sertifikaatit',
      },
    ])
    .execute();
  await trx.insertInto('help_pages').values({ slug: 'common', title: 'Ohje', content: COMMON_HELP }).execute();
}
