/**
 * Demo front-page news and help (issue 22 §4): three news items the portal serves as its feed while
 * NEWS_FEED_URL is unset, the help modal's default page 'common' and pages of the main sections, in Finnish.
 */
import { sql, type Transaction } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../types';
import type { FileStorage } from '../../integrations/storage';
import { saveFile } from '../../http/files';
import { reencodeImage } from '../../http/uploads';
import { newsImagePath } from '../../../src/domain/api/newsItemActions';

/** A drawn building site (no text: the image is decorative), as the office would upload a photo. */
const SITE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
  <rect width="1200" height="600" fill="#cfe3f3"/>
  <rect y="470" width="1200" height="130" fill="#8a7f6b"/>
  <rect x="140" y="230" width="300" height="240" fill="#d9d4cc"/><rect x="180" y="270" width="60" height="50" fill="#5b7690"/><rect x="300" y="270" width="60" height="50" fill="#5b7690"/>
  <rect x="520" y="150" width="260" height="320" fill="#b7b0a4"/><rect x="560" y="190" width="50" height="50" fill="#5b7690"/><rect x="690" y="190" width="50" height="50" fill="#5b7690"/>
  <rect x="900" y="80" width="14" height="390" fill="#e0a100"/><rect x="760" y="80" width="360" height="14" fill="#e0a100"/><rect x="1080" y="94" width="4" height="160" fill="#333"/>
</svg>`;

const COMMON_HELP = `# Pätevän käyttöohje

Pätevässä yrityksesi hakee pätevyyksiä ja sertifikaatteja ja pitää niiden tiedot ajan tasalla.

## Aloitus

1. Valitse etusivulta yritys, jonka tietoja haluat käsitellä.
2. Täydennä yrityksen **henkilöt**, **referenssit** ja **talousluvut**.
3. Tee hakemus kohdassa *Hakemukset* ja lähetä se toimiston käsiteltäväksi.

## Kysyttävää?

Lähetä palautetta käyttäjävalikon kohdasta *Palaute* tai kirjoita osoitteeseen [toimisto@pateva.test](mailto:toimisto@pateva.test).
`;

/** Pages of the sections (src/pages/help/helpSlugs.ts): the app bar's help button opens the one of the section the user is in. The modal's title is the page's title, so the text starts without one. */
const SECTION_HELP: Array<{ slug: string; title: string; content: string }> = [
  {
    slug: 'company-overview',
    title: 'Yrityksen perustiedot',
    content: `Perustiedoissa näkyvät yrityksen nimi, Y-tunnus, yhteystiedot ja laskutustiedot.

- Pääkäyttäjä muuttaa tietoja painikkeesta **Muokkaa perustietoja**.
- Nimi ja Y-tunnus tulevat kaupparekisteristä (PRH). Jos ne ovat muuttuneet, pyydä toimistoa päivittämään ne.
- Verkkolaskuosoite tarvitaan, jotta laskut tulevat verkkolaskuina.`,
  },
  {
    slug: 'company-people',
    title: 'Henkilöt',
    content: `Henkilöissä ovat yrityksen työntekijät, joiden pätevyyksiä ja koulutuksia hakemuksissa käytetään.

1. Lisää henkilö painikkeesta **Lisää henkilö**.
2. Täydennä koulutukset ja työkokemus henkilön sivulla.
3. Kutsu henkilö portaalin käyttäjäksi kohdassa *Kutsut*, jos hänen pitää itse kirjautua.

Vain pääkäyttäjä voi muuttaa toisen pääkäyttäjän tietoja.`,
  },
  {
    slug: 'company-references',
    title: 'Referenssit',
    content: `Referenssit ovat yrityksen tekemiä töitä, joilla se osoittaa pätevyytensä.

- Hae referenssejä nimellä, tilaajalla tai kuvauksella hakukentästä.
- Liitä referenssiin toimialat, joilla se lasketaan pätevyyden vaatimuksiin.
- Tilaaja voi vahvistaa referenssin: lähetä vahvistuspyyntö referenssin sivulta.

Lähetettyyn hakemukseen liitettyä referenssiä ei voi muuttaa, ellei toimisto palauta hakemusta korjattavaksi.`,
  },
  {
    slug: 'company-applications',
    title: 'Hakemukset',
    content: `1. Aloita uusi hakemus ja valitse, mitä haet.
2. Täytä tarkistuslistan kohdat. Keskeneräinen hakemus tallentuu luonnokseksi.
3. Lähetä hakemus, kun kaikki kohdat ovat valmiit.

Toimisto käsittelee hakemuksen ja vie sen lautakunnan kokoukseen. Jos toimisto palauttaa hakemuksen, vastaa sen kysymyksiin ja lähetä hakemus uudelleen.`,
  },
  {
    slug: 'company-finances',
    title: 'Talous',
    content: `Kirjaa tilinpäätösten luvut vuosittain ja liitä tilinpäätös PDF-tiedostona.

- Luvut tarkistetaan pätevyyden taloudellisia vaatimuksia vasten.
- Tiedosto tarkistetaan: vain aidot PDF-tiedostot hyväksytään.`,
  },
  {
    slug: 'company-audits',
    title: 'Auditoinnit',
    content: `Sertifikaatin auditoinnit näkyvät täällä ohjelmittain.

1. Täytä itsearviointi ennen auditointia.
2. Auditoinnin jälkeen näet raportin ja mahdolliset poikkeamat.
3. Korjaa poikkeamat määräpäivään mennessä: kirjoita korjaus, liitä todisteet ja lähetä se auditoijalle.`,
  },
  {
    slug: 'office',
    title: 'Toimiston ohje',
    content: `- **Hakemukset**: tarkista lähetetyt hakemukset, palauta korjattavaksi tai tee esitys lautakunnalle.
- **Yritykset**: yritysten tiedot, tila ja seuranta.
- **Laskutusperuste**: vie laskutettavat rivit CSV- tai Finvoice-muodossa ja merkitse ne laskutetuiksi.
- **Ohjesivut**: kirjoita tässä ikkunassa näkyvät ohjeet. Sivun tunniste kertoo, missä osiossa se näkyy (esim. company-references).`,
  },
  {
    slug: 'board',
    title: 'Lautakunnan ohje',
    content: `Kokouksen asialistalla ovat käsiteltävät hakemukset ja toimiston esitykset.

1. Tutustu hakemuksiin ennen kokousta.
2. Kokouksessa puheenjohtaja kirjaa päätökset. Päätös vaatii päätösvaltaisen kokouksen.
3. Pöytäkirjan tarkastajat hyväksyvät pöytäkirjan kokouksen jälkeen.`,
  },
  {
    slug: 'audit',
    title: 'Auditoijan ohje',
    content: `- **Auditointiohjelmat**: sinulle osoitetut auditoinnit.
- Kirjoita raportti kysymys kerrallaan; vastaukset tallentuvat myös ilman verkkoyhteyttä ja lähtevät, kun yhteys palaa.
- Kirjaa poikkeama kysymyksen kohdalta. Tarkasta yrityksen korjaukset kohdassa *Tarkastettavat poikkeamat*.
- Kirjaa työtunnit ja kulut ohjelman kustannuksiin.`,
  },
];

export async function seedDemoNewsHelp(trx: Transaction<Database>, storage: FileStorage): Promise<void> {
  const items = await trx
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
    .returning('id')
    .execute();
  // The opening news has an uploaded image (the office's news page shows how to change it).
  const png = await sharp(Buffer.from(SITE_SVG)).png().toBuffer();
  const image = await saveFile(trx, storage, { field: 'file', sentName: 'file', originalName: 'tyomaa.png', kind: 'png', mimeType: 'image/png', ...(await reencodeImage(png, 'png')) }, null);
  await trx.updateTable('news_items').set({ image: newsImagePath(items[0].id, image.id), image_file_id: image.id }).where('id', '=', items[0].id).execute();
  await trx
    .insertInto('help_pages')
    .values([{ slug: 'common', title: 'Ohje', content: COMMON_HELP }, ...SECTION_HELP])
    .execute();
}
