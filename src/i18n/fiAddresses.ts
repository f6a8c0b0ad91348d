/** Finnish texts of addresses and contact details (company section and office tab). Merged into fi.ts. */

/** `resources.addresses.fields`: the address declaration's fields (src/domain/entities/address.ts). */
const FIELDS = {
  id: 'Tunniste',
  companyId: 'Yritys',
  addressTypeId: 'Osoitteen tyyppi',
  street: 'Katuosoite',
  addressLine1: 'Osoiterivi 1',
  addressLine2: 'Osoiterivi 2',
  addressLine3: 'Osoiterivi 3',
  addressLine4: 'Osoiterivi 4',
  zipcode: 'Postinumero',
  city: 'Postitoimipaikka',
  country: 'Maa',
  electronicAddress: 'Sähköinen osoite',
  location: 'Koordinaatit',
  poBox: 'Postilokero',
  electronicBillingAddress: 'Verkkolaskuosoite',
  electronicBillingOperator: 'Operaattori',
  electronicBillingOperatorId: 'Välittäjätunnus',
};

export const fiAddresses = {
  company: {
    sections: { addresses: 'Osoitteet ja yhteystiedot' },
  },
  pateva: {
    companies: { tabs: { addresses: 'Osoitteet ja yhteystiedot' } },
    audit: { entities: { address: 'Osoite' } },
  },
  resources: {
    addresses: {
      name: 'Osoite |||| Osoitteet',
      fields: FIELDS,
    },
  },
  addresses: {
    title: 'Osoitteet ja yhteystiedot',
    loading: 'Ladataan osoitteita…',
    loadFailed: 'Osoitteita ei saatu ladattua. Yritä hetken kuluttua uudelleen.',
    empty: 'Yritykselle ei ole tallennettu osoitteita eikä yhteystietoja.',
    add: 'Lisää osoite',
    edit: 'Muokkaa',
    editLabel: 'Muokkaa: %{text}',
    remove: 'Poista',
    removeLabel: 'Poista: %{text}',
    chooseType: 'Valitse tyyppi',
    countryHelp: 'Kirjoita maan nimen alkua ja valitse luettelosta.',
    countryDomestic: 'Suomalaisen osoitteen maa on Suomi.',
    locationHelp: 'Leveysaste, pituusaste, esim. 60.1699, 24.9384',
    /** The electronic address's label by contact type. */
    electronicAddressLabels: {
      6: 'Verkkosivujen osoite',
      7: 'Sähköpostiosoite',
      8: 'LinkedIn-osoite',
      9: 'Twitter-tunnus tai -osoite',
      14: 'Facebook-osoite',
      15: 'Instagram-tunnus tai -osoite',
    },
    dialog: {
      addTitle: 'Lisää osoite tai yhteystieto',
      editTitle: 'Muokkaa osoitetta',
      chooseType: 'Valitse ensin osoitteen tyyppi, niin näet sen kentät.',
    },
    operator: {
      choose: 'Valitse operaattori',
      other: 'Muu operaattori',
      name: 'Operaattorin nimi',
    },
    ovt: {
      suggestion: 'Ehdotus Y-tunnuksen perusteella: %{ovt}',
      use: 'Käytä ehdotusta',
    },
    confirm: {
      title: 'Poistetaanko osoite?',
      body: 'Poistetaan %{type}: %{text}. Poistoa ei voi perua.',
      confirm: 'Poista',
      cancel: 'Peruuta',
    },
    toasts: {
      added: 'Osoite lisätty',
      saved: 'Osoite tallennettu',
      removed: 'Osoite poistettu',
      removeFailed: 'Osoitetta ei voitu poistaa.',
    },
  },
};
