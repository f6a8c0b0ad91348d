/**
 * react-admin's own texts in Finnish: ra-language-finnish (written for
 * react-admin 4) with the keys react-admin 5 added and the texts it got wrong
 * (a literal "${name}" that polyglot would show raw, a typo) supplied here.
 */
import finnishMessages from 'ra-language-finnish';
import { deepMerge, type Messages } from './deepMerge';

const react5AdditionsAndFixes: Messages = {
  ra: {
    action: {
      reset: 'Palauta',
      search_columns: 'Hae sarakkeita',
      select_all_button: 'Valitse kaikki',
      update_application: 'Lataa sovellus uudelleen',
    },
    page: {
      access_denied: 'Pääsy estetty',
      authentication_error: 'Tunnistautumisvirhe',
      dashboard: 'Etusivu',
      invite: 'Haluatko lisätä ensimmäisen?',
      list: '%{name}',
    },
    message: {
      access_denied: 'Sinulla ei ole oikeutta tälle sivulle.',
      authentication_error: 'Kirjautumispalvelu palautti virheen, eikä kirjautumistasi voitu tarkistaa.',
      select_all_limit_reached:
        'Kohteita on liian monta valittavaksi kerralla. Vain ensimmäiset %{max} kohdetta valittiin.',
      placeholder_data_warning: 'Verkko-ongelma: tietojen päivitys epäonnistui.',
      bulk_delete_content:
        'Haluatko varmasti poistaa kohteen %{name}? |||| Haluatko varmasti poistaa %{smart_count} kohdetta?',
      bulk_update_content:
        'Haluatko varmasti päivittää kohteen %{name} %{recordRepresentation}? |||| Haluatko varmasti päivittää %{smart_count} kohdetta?',
      delete_title: 'Poista %{name} %{recordRepresentation}',
    },
    navigation: {
      clear_filters: 'Tyhjennä suodattimet',
      no_filtered_results: 'Hakuehdoilla ei löytynyt yhtään kohdetta (%{name}).',
      // A range of numbers takes an en dash in Finnish, as in "1–25 / 120".
      page_range_info: '%{offsetBegin}–%{offsetEnd} / %{total}',
      partial_page_range_info: '%{offsetBegin}–%{offsetEnd} / yli %{offsetEnd}',
      page_rows_per_page: 'Rivejä sivulla:',
    },
    auth: {
      email: 'Sähköposti',
      logout: 'Kirjaudu ulos',
    },
    notification: {
      application_update_available: 'Sovelluksesta on saatavilla uusi versio.',
      offline: 'Ei verkkoyhteyttä. Tietoja ei voitu hakea.',
    },
    validation: {
      unique: 'Arvon on oltava yksilöllinen',
    },
    guesser: {
      empty: {
        title: 'Ei näytettäviä tietoja',
        message: 'Tarkista tietolähde',
      },
    },
  },
};

export const raMessagesFi: Messages = deepMerge(finnishMessages as unknown as Messages, react5AdditionsAndFixes);
