/** Texts of the public registry pages (/rekisteri; no sign-in, no react-admin). */
import type { CertificateEvent, CertificateStatus } from '../domain/certificateStatus';

export const fiRegistry = {
  title: 'Pätevä-rekisteri',
  intro: 'Tarkista yrityksen Pätevän myöntämät pätevyydet ja sertifikaatit ja niiden voimassaolo. Rekisteri näyttää aina tämänhetkisen tilanteen.',
  searchLabel: 'Yrityksen nimi tai Y-tunnus',
  search: 'Hae',
  searching: 'Haetaan…',
  queryTooShort: 'Kirjoita vähintään kaksi merkkiä.',
  noResults: 'Hakuehdoilla ei löytynyt yritystä, jolla on Pätevän myöntämä pätevyys tai sertifikaatti.',
  resultCount: 'Löytyi %{count} yritystä',
  resultOne: 'Löytyi 1 yritys',
  failed: 'Hakua ei voitu tehdä. Yritä hetken kuluttua uudelleen.',
  numberLabel: 'Sertifikaatin numero',
  numberHint: 'Esimerkiksi PTV-2026-000123',
  check: 'Tarkista',
  businessId: 'Y-tunnus %{id}',
  companyStatus: 'Yrityksen tila',
  stopped: 'Yrityksen toiminta on keskeytetty (Stop): Pätevän toimisto on pysäyttänyt yrityksen. Tarkista tilanne Pätevästä ennen kuin luotat sen sertifikaatteihin.',
  noCertificates: 'Ei voimassa olevia pätevyyksiä tai sertifikaatteja.',
  mergedInto: 'Yritys on sulautunut %{date} yritykseen',
  validity: 'Voimassa %{from} – %{until}',
  industries: 'Toimialat',
  certificateTitle: 'Sertifikaatti %{number}',
  loading: 'Ladataan sertifikaatin tietoja…',
  notFound: 'Rekisterissä ei ole sertifikaattia numerolla %{number}. Tarkista numero. Jos sertifikaatti on esitetty sinulle voimassa olevana, sitä ei ole myöntänyt Pätevä.',
  statusNow: 'Tila nyt: %{status}',
  company: 'Yritys',
  certificate: 'Sertifikaatti',
  scope: 'Laajuus',
  decidedAt: 'Myönnetty',
  validPeriod: 'Voimassaoloaika',
  issuer: 'Myöntäjä',
  history: 'Tapahtumat',
  print: 'Tulosta',
  back: 'Takaisin rekisterin hakuun',
  /**
   * The domain's CERTIFICATE_STATUS_LABELS and CERTIFICATE_EVENT_LABELS, as texts of these pages: importing the
   * domain module would make it a chunk of its own that the sign-in pages' entry chunk names (test/unit/registryTexts.test.ts keeps them equal).
   */
  statusText: {
    valid: 'Voimassa',
    notYetValid: 'Ei vielä voimassa',
    expired: 'Vanhentunut',
    suspended: 'Keskeytetty',
    withdrawn: 'Peruutettu',
  } satisfies Record<CertificateStatus, string>,
  events: {
    issued: 'Myönnetty',
    suspended: 'Keskeytetty',
    withdrawn: 'Peruutettu',
    reinstated: 'Palautettu voimaan',
  } satisfies Record<CertificateEvent, string>,
  statusExplained: {
    valid: 'Sertifikaatti on voimassa.',
    notYetValid: 'Sertifikaatti on myönnetty, mutta sen voimassaolo ei ole vielä alkanut.',
    expired: 'Sertifikaatin voimassaolo on päättynyt.',
    suspended: 'Pätevä on keskeyttänyt sertifikaatin. Se ei ole voimassa keskeytyksen aikana.',
    withdrawn: 'Pätevä on peruuttanut sertifikaatin. Se ei ole enää voimassa.',
  } satisfies Record<CertificateStatus, string>,
};
