/**
 * Every text of the browser app, in Finnish. react-admin's own texts lie
 * underneath (raMessagesFi); ours win where both define a key; the main-area
 * pages bring theirs in fiPages. A feature's texts are found, not listed
 * (issue 19 §6): every `src/i18n/fi<Feature>.ts` is merged (moduleMessages.ts).
 */
import { DESCRIBABLES } from '../domain/describables';
import { deepMerge, type Messages } from './deepMerge';
import { mergeModules } from './moduleMessages';
import { raMessagesFi } from './raMessagesFi';

/** Address type names come from the same lookup list the server seeds (SPEC §3 contact types). */
const addressTypes: Messages = Object.fromEntries(
  DESCRIBABLES['contact-types'].map((type) => [String(type.id), type.shortDescription]),
);

const shell: Messages = {
  pateva: {
    app: {
      title: 'Pätevä',
      loading: 'Ladataan…',
    },
    dateInput: {
      placeholder: 'pp.kk.vvvv',
      hint: 'Päivämäärä muodossa pp.kk.vvvv, esim. 1.5.2026',
    },
    menu: {
      label: 'Päävalikko',
      userMenuOf: '%{name}, käyttäjävalikko',
      home: 'Etusivu',
      groups: {
        board: 'Lautakunta',
        customerService: 'Toimisto',
        pateva: 'Pätevä',
        certificate: 'Sertifiointi',
        companyRestructuring: 'Yritysjärjestelyt',
        invoicing: 'Laskutus',
      },
      items: {
        companies: 'Yritykset',
        joinRequests: 'Liittymispyynnöt',
        board: 'Lautakunta',
        audit: 'Auditointi',
        companyRestructuring: 'Yritysjärjestelyt',
      },
    },
    gate: {
      refused: 'Sinulla ei ole oikeutta tälle alueelle.',
      signedInAs: 'Olet kirjautunut käyttäjänä %{name} (%{email}).',
      home: 'Etusivulle',
      loadFailed: 'Käyttäjätietojen lataaminen epäonnistui.',
      retry: 'Yritä uudelleen',
    },
    dashboard: {
      office: {
        title: 'Toimisto',
        welcome: 'Tervetuloa Pätevän toimistoon. Täällä hallitset portaaliin rekisteröityjä yrityksiä.',
      },
      board: {
        title: 'Lautakunta',
        welcome: 'Lautakunnan työtila. Näet yritykset, joiden hakemus on lautakuntasi kokouksen esityslistalla.',
      },
      audit: {
        title: 'Auditointi',
        welcome: 'Auditoinnin työtila. Näet yritykset, joiden hakemus on annettu sinulle arvioitavaksi.',
      },
      companyRestructuring: {
        title: 'Yritysjärjestelyt',
        welcome: 'Yritysjärjestelyjen työtila. Voit selata portaaliin rekisteröityjä yrityksiä.',
      },
      companiesLink: 'Siirry yrityksiin',
      companyCount: 'Portaalissa on %{smart_count} yritys. |||| Portaalissa on %{smart_count} yritystä.',
      // The board's and auditors' list holds only the companies their work ties them to (issue 18 #1).
      reachableCount: 'Työsi liittyy %{smart_count} yritykseen. |||| Työsi liittyy %{smart_count} yritykseen.',
    },
    companies: {
      search: 'Hae nimellä tai Y-tunnuksella',
      emptyTitle: 'Portaalissa ei ole vielä yrityksiä.',
      emptyBody: 'Yritykset näkyvät tässä, kun niitä on rekisteröity portaaliin.',
      reachableEmptyTitle: 'Työsi ei vielä liity yhteenkään yritykseen.',
      reachableEmptyBody: 'Yritys näkyy tässä, kun sen hakemus annetaan sinulle arvioitavaksi tai otetaan lautakuntasi kokouksen esityslistalle.',
      saved: 'Yritys tallennettu',
      noStatus: 'Ei tilaa',
      noAddresses: 'Yritykselle ei ole tallennettu osoitteita.',
      tabs: {
        basic: 'Perustiedot',
        auditLog: 'Muutoshistoria',
      },
    },
    joinRequests: {
      empty: 'Ei käsittelemättömiä liittymispyyntöjä.',
      search: 'Hae yrityksellä, nimellä tai sähköpostilla',
      approve: 'Hyväksy',
      reject: 'Hylkää',
      approveLabel: 'Hyväksy %{name}',
      rejectLabel: 'Hylkää %{name}',
      rejectTitle: 'Hylätäänkö liittymispyyntö?',
      rejectContent: 'Henkilön %{name} pyyntö liittyä yritykseen %{company} hylätään. Hän voi lähettää uuden pyynnön myöhemmin.',
      rejectConfirm: 'Hylkää pyyntö',
      cancel: 'Peruuta',
      approved: '%{name} on hyväksytty yrityksen %{company} käyttäjäksi',
      rejected: 'Henkilön %{name} liittymispyyntö hylättiin',
      failed: 'Pyynnön käsittely epäonnistui. Yritä uudelleen.',
    },
    audit: {
      loading: 'Ladataan muutoshistoriaa…',
      loadFailed: 'Muutoshistoriaa ei saatu ladattua.',
      empty: 'Yrityksen tietoihin ei ole vielä tehty muutoksia portaalissa.',
      when: 'Aika',
      who: 'Tekijä',
      changes: 'Tiedot',
      system: 'Järjestelmä',
    },
    notFound: {
      title: 'Sivua ei löytynyt',
      body: 'Tässä osoitteessa ei ole sivua. Sivu on ehkä siirretty, tai osoitteessa on kirjoitusvirhe.',
      home: 'Etusivulle',
    },
    serverError: {
      title: 'Palvelu ei ole juuri nyt käytettävissä',
      body: 'Palvelin vastasi virheellä (%{status}). Tallentamattomat muutokset eivät ehkä tallentuneet. Yritä hetken kuluttua uudelleen.',
      reload: 'Lataa sivu uudelleen',
      details: 'Palvelimen vastaus',
    },
    address: {
      poBox: 'PL %{poBox}',
      operator: 'Operaattori %{operator} (%{operatorId})',
      types: addressTypes,
    },
    errors: {
      network: 'Palvelimeen ei saatu yhteyttä. Tarkista verkkoyhteys ja yritä uudelleen.',
      badRequest: 'Pyyntö oli virheellinen.',
      forbidden: 'Sinulla ei ole oikeutta tähän toimintoon.',
      notFound: 'Tietoa ei löytynyt.',
      conflict: 'Tieto on ristiriidassa aiemmin tallennetun kanssa.',
      validation: 'Tarkista lomakkeen tiedot.',
      throttled: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
      server: 'Palvelussa tapahtui virhe. Yritä myöhemmin uudelleen.',
    },
  },
  resources: {
    'join-requests': {
      name: 'Liittymispyyntö |||| Liittymispyynnöt',
      fields: {
        company: 'Yritys',
        person: 'Hakija',
        email: 'Sähköposti',
        requestedAt: 'Pyydetty',
      },
    },
  },
};

/**
 * Every fi<Feature>.ts of this folder but the public reference confirmation page's own texts (it
 * loads no react-admin and reads its file directly). Eager: the texts are in the same chunk as
 * before (this module is loaded with the areas, never by the sign-in pages).
 */
const FEATURE_FILES = import.meta.glob<Record<string, unknown>>(['./fi[A-Z]*.ts', '!./fiReferenceConfirmation.ts'], { eager: true });

export const fi: Messages = deepMerge(deepMerge(raMessagesFi, shell), mergeModules(FEATURE_FILES));
