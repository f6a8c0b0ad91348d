/**
 * The lookup lists (describables) of SPEC §3, with their Finnish texts. The
 * server seeds its `describables` table from these; the browser reads them back
 * through GET /api/descriptions/{kind}. Kinds are kebab-case.
 */
export interface DescribableSeed {
  id: number;
  shortDescription: string;
  longDescription?: string;
  helpText?: string;
}

type Entries = Array<[number, string, string?]>;

const list = (entries: Entries): DescribableSeed[] =>
  entries.map(([id, shortDescription, longDescription]) => ({
    id,
    shortDescription,
    longDescription: longDescription ?? shortDescription,
  }));

export const DESCRIBABLES: Record<string, DescribableSeed[]> = {
  'contact-types': list([
    [1, 'Postiosoite', 'Postiosoite (katuosoite)'],
    [2, 'Postilokero', 'Postiosoite (postilokero)'],
    [3, 'Käyntiosoite', 'Käyntiosoite Suomessa'],
    [4, 'Käyntiosoite ulkomailla'],
    [5, 'Postiosoite ulkomailla'],
    [6, 'Verkkosivut'],
    [7, 'Sähköposti'],
    [8, 'LinkedIn'],
    [9, 'Twitter'],
    [10, 'Laskutusosoite', 'Laskutusosoite Suomessa'],
    [11, 'Laskutusosoite ulkomailla'],
    [12, 'Verkkolaskuosoite', 'Verkkolaskuosoite Suomessa'],
    [13, 'Koordinaatit'],
    [14, 'Facebook'],
    [15, 'Instagram'],
  ]),
  'financial-document-types': list([
    [1, 'Tase'],
    [2, 'Tuloslaskelma'],
    [3, 'Tilintarkastuskertomus'],
    [5, 'Tuloslaskelma (tilinpäätös)'],
    [9, 'Tuloslaskelma ja tase'],
  ]),
  'company-document-types': list([
    [4, 'Laatukäsikirja'],
    [6, 'Konekaluettelo'],
    [10, 'Vastuuvakuutus'],
    [11, 'Konsulttivakuutus'],
    [13, 'Muu laatukäsikirja'],
    [14, 'Hakemus'],
    [16, 'Sertifiointiauditointiohjelma'],
    [17, 'Sulautumisen vahvistusasiakirja'],
  ]),
  'file-types': list([
    [1, 'PDF'],
    [2, 'JPEG'],
    [3, 'PNG'],
  ]),
  'user-roles': list([
    [1, 'Järjestelmänvalvoja', 'SYSADMIN'],
    [2, 'Toimisto', 'PATEVA_OFFICE'],
    [3, 'Lautakunta', 'PATEVA_BOARD'],
    [4, 'Arvioija', 'PATEVA_AUDIT'],
    [5, 'Pääauditoija', 'PATEVA_AUDIT_CERTIFICATE_MASTER'],
    [6, 'Auditoija', 'PATEVA_AUDIT_CERTIFICATE'],
    [10, 'Intranet', 'INTRANET'],
  ]),
  'company-person-roles': list([
    [1, 'Pääkäyttäjä'],
    [2, 'Käyttäjä'],
  ]),
  'company-display-roles': list([
    [1, 'Käyttäjä'],
    [2, 'Pääkäyttäjä'],
    [3, 'Toimitusjohtaja'],
    [4, 'Yhteyshenkilö'],
    [5, 'Tuotannon johto'],
    [6, 'Ammattilainen'],
  ]),
  'deviation-types': list([
    [1, 'Laatupoikkeama'],
    [2, 'Liiketoimintakielto'],
    [3, 'Oma pääoma'],
    [4, 'Taloudellinen poikkeama'],
    [5, 'Työehtosopimuspoikkeama'],
    [7, 'Taloudellinen lisätieto'],
    [8, 'Lisätieto poikkeamasta'],
    [9, 'Konkurssi'],
    [10, 'Lisätieto poistumisen syystä'],
    [11, 'Lisätieto sulautumisesta'],
  ]),
  'application-types': list([
    [1, 'Pätevyys'],
    [2, 'Pätevyyden uusinta'],
    [3, 'Pätevyyden laajennus'],
    [4, 'Laatusertifikaatti'],
    [5, 'Laatusertifikaatin uusinta'],
    [6, 'Ympäristösertifikaatti'],
    [7, 'Ympäristösertifikaatin uusinta'],
    [8, 'Työturvallisuussertifikaatti'],
    [9, 'Työturvallisuussertifikaatin uusinta'],
    [10, 'Kosteudenhallintasertifikaatti'],
    [11, 'Kosteudenhallintasertifikaatin uusinta'],
  ]),
  'application-statuses': list([
    [1, 'Keskeneräinen'],
    [2, 'Lähetetty'],
    [3, 'Arvioinnissa'],
    [4, 'Palautettu'],
    [5, 'Auditointi tehty'],
    [6, 'Liitetty lautakunnan kokoukseen'],
    [7, 'Auditointi siirretty'],
    [8, 'Käsitelty lautakunnassa'],
    [9, 'Ilmoitettu'],
    [10, 'Arkistoitu'],
    [11, 'Peruttu'],
  ]),
  'certificate-kinds': list([
    [2, 'Laatu'],
    [3, 'Pätevyys'],
    [5, 'Ympäristö'],
    [20, 'Työturvallisuus'],
    [23, 'Kosteudenhallinta'],
  ]),
  'application-review-sections': list([
    [1, 'Vastuu Group -jäsenyys'],
    [2, 'Talous'],
    [3, 'Henkilöstö'],
    [4, 'Toimialat'],
    [5, 'Referenssit'],
    [6, 'Resurssit'],
    [7, 'Liitteet'],
    [8, 'Lausunto'],
    [9, 'Kommentti'],
  ]),
  'review-statuses': list([
    [1, 'Kunnossa'],
    [2, 'Tarkistettava'],
    [3, 'Ei kunnossa'],
    [4, 'Odottaa'],
    [5, 'Ei vaadita'],
    [6, 'Esitetään hyväksyttäväksi'],
    [7, 'Esitetään hyväksyttäväksi ehdollisena'],
    [8, 'Esitetään hylättäväksi'],
    [9, 'Esitetään siirrettäväksi'],
  ]),
  'board-decisions': list([
    [1, 'Hyväksytty'],
    [2, 'Hyväksytty ehdollisena'],
    [3, 'Hylätty'],
    [4, 'Siirretty'],
  ]),
  'board-meeting-roles': list([
    [1, 'Puheenjohtaja'],
    [2, 'Sihteeri'],
    [3, 'Osallistuja'],
  ]),
  'board-meeting-attendances': list([
    [1, 'Paikalla'],
    [2, 'Etänä'],
    [3, 'Poissa'],
  ]),
  'evaluation-report-sections': list([
    [1, 'Yrityksen liikevaihto, henkilöstö ja omistus'],
    [2, 'Asiakkaat'],
    [3, 'Palvelut'],
    [4, 'Resurssit'],
    [5, 'Aliurakoitsijat'],
    [6, 'Arvioidut toimipaikat'],
    [7, 'Arvioidut toimialat ja projektit'],
    [8, 'Arviointiin osallistuneet'],
    [9, 'Johtaminen ja kehittäminen'],
    [10, 'Resurssikriteerit'],
    [11, 'Tarjoaminen, sopiminen ja hankinnat'],
    [12, 'Projektitoiminta'],
    [13, 'Yhteenveto'],
    [14, 'Edellisen arvioinnin vaikuttavuus'],
    [15, 'Kehitys edellisen arvioinnin jälkeen'],
    [16, 'Seuraavassa arvioinnissa huomioitavaa'],
  ]),
  'deviation-severities': list([
    [1, 'Lievä'],
    [2, 'Vakava'],
  ]),
  'validation-results': list([
    [0, 'NONE'],
    [1, 'OK'],
    [2, 'FAIL'],
    [3, 'WARNING'],
  ]),
  'colour-categories': list([
    [1, 'Vihreä'],
    [2, 'Keltainen'],
    [3, 'Punainen'],
    [4, 'Sininen'],
    [5, 'Harmaa'],
  ]),
  'company-statuses': list([
    [1, 'Ok'],
    [2, 'Stop'],
    [3, 'Selvitettävä'],
    [4, 'Odottaa tietoja'],
    [5, 'Seurannassa'],
  ]),
  'criteria-groups': list([
    [1, 'Vanhat'],
    [2, 'Uudet'],
  ]),
  'visibility-types': list([
    [1, 'Julkinen'],
    [2, 'Yksityinen'],
    [3, 'Sisäinen'],
  ]),
  'company-relationship-types': list([
    [1, 'Tuntematon'],
    [2, 'Tytäryhtiö'],
    [3, 'Työyhteenliittymä'],
  ]),
  'document-readiness': list([
    [1, 'Keskeneräinen'],
    [2, 'Ei kelpaa'],
    [3, 'Valmis'],
  ]),
  'report-statuses': list([
    [1, 'Työn alla'],
    [2, 'Luonnos'],
    [3, 'Hyväksytty'],
    [4, 'Valmis'],
  ]),
  'deviation-statuses': list([
    [1, 'Työn alla'],
    [2, 'Valmis'],
    [3, 'Hyväksytty korjatuksi'],
  ]),
  'task-statuses': list([
    [1, 'Tekemättä'],
    [2, 'Tehty'],
    [3, 'Ei vaadita'],
  ]),
  'project-planning-statuses': list([
    [1, 'Uusi'],
    [2, 'Ehdotettu'],
    [3, 'Suunniteltu'],
    [4, 'Käynnissä'],
    [5, 'Valmis'],
    [6, 'Peruttu'],
  ]),
  'education-levels': list([
    [1, 'Perusaste'],
    [2, 'Toinen aste'],
    [3, 'Opistoaste'],
    [4, 'Alempi korkeakouluaste'],
    [5, 'Ylempi korkeakouluaste'],
    [6, 'Tutkijakoulutusaste'],
  ]),
  'education-degrees': list([
    [1, 'Rakennusalan perustutkinto'],
    [2, 'Talonrakennuksen ammattitutkinto'],
    [3, 'Rakennusmestari (AMK)'],
    [4, 'Insinööri (AMK), rakennustekniikka'],
    [5, 'Diplomi-insinööri, rakennustekniikka'],
    [6, 'Arkkitehti'],
    [7, 'Rakennusinsinööri (opistoaste)'],
    [8, 'Rakennusteknikko'],
    [9, 'Talotekniikan perustutkinto'],
    [10, 'Insinööri (AMK), talotekniikka'],
    [11, 'Diplomi-insinööri, talotekniikka'],
    [12, 'Infra-alan ammattitutkinto'],
  ]),
};

/** Accepts kebab-case and the snake_case spelling SPEC also uses. */
export function describableKind(name: string): string {
  return name.replace(/_/g, '-');
}
