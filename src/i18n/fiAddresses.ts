/** Finnish texts of addresses and contact details (company section and office tab). Merged into fi.ts. */

/** The names of the stored address fields, also used by the audit log. */
export const ADDRESS_FIELD_LABELS = {
  address_type_id: 'Osoitteen tyyppi',
  street: 'Katuosoite',
  address_line1: 'Osoiterivi 1',
  address_line2: 'Osoiterivi 2',
  address_line3: 'Osoiterivi 3',
  address_line4: 'Osoiterivi 4',
  zipcode: 'Postinumero',
  city: 'Postitoimipaikka',
  country: 'Maa',
  location: 'Koordinaatit',
  po_box: 'Postilokero',
  electronic_billing_address: 'Verkkolaskuosoite',
  electronic_billing_operator: 'Operaattori',
};

export const fiAddresses = {
  company: {
    sections: { addresses: 'Osoitteet ja yhteystiedot' },
  },
  pateva: {
    companies: { tabs: { addresses: 'Osoitteet ja yhteystiedot' } },
    audit: { entities: { address: 'Osoite' } },
  },
  addresses: {
    title: 'Osoitteet ja yhteystiedot',
    loading: 'Ladataan osoitteita…',
    loadFailed: 'Osoitteita ei saatu ladattua. Yritä hetken kuluttua uudelleen.',
    retry: 'Yritä uudelleen',
    empty: 'Yritykselle ei ole tallennettu osoitteita eikä yhteystietoja.',
    add: 'Lisää osoite',
    edit: 'Muokkaa',
    editLabel: 'Muokkaa: %{text}',
    remove: 'Poista',
    removeLabel: 'Poista: %{text}',
    notRemovable: 'Osoitetta, jossa on sekä sähköinen osoite että verkkolaskuosoite, ei voi poistaa.',
    dialog: {
      addTitle: 'Lisää osoite tai yhteystieto',
      editTitle: 'Muokkaa osoitetta',
      chooseType: 'Valitse ensin osoitteen tyyppi, niin näet sen kentät.',
      save: 'Tallenna',
      cancel: 'Peruuta',
    },
    fields: {
      ...ADDRESS_FIELD_LABELS,
      chooseType: 'Valitse tyyppi',
      countryHelp: 'Kaksikirjaiminen maatunnus, esim. FI tai SE',
      locationHelp: 'Leveysaste, pituusaste, esim. 60.1699, 24.9384',
      electronic_billing_operator_name: 'Operaattorin nimi',
      electronic_billing_operator_id: 'Välittäjätunnus',
      electronic_address: {
        6: 'Verkkosivujen osoite',
        7: 'Sähköpostiosoite',
        8: 'LinkedIn-osoite',
        9: 'Twitter-tunnus tai -osoite',
        14: 'Facebook-osoite',
        15: 'Instagram-tunnus tai -osoite',
      },
    },
    operator: {
      choose: 'Valitse operaattori',
      other: 'Muu operaattori',
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
