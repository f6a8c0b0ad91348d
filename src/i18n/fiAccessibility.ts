/**
 * The accessibility statement (saavutettavuusseloste, laki digitaalisten palvelujen
 * tarjoamisesta 306/2019, 15 §). Public: its page reads these without react-admin; merged
 * into fi.ts. The footer's link text is in fiBoot (every page's first load carries it).
 */
export const fiAccessibility = {
  accessibility: {
    title: 'Saavutettavuusseloste',
    intro:
      'Tämä saavutettavuusseloste koskee Pätevä-portaalia: yritysten, Pätevän toimiston, lautakunnan ja auditoijien verkkopalvelua. Pyrimme siihen, että palvelu täyttää digitaalisten palvelujen tarjoamisesta annetun lain (306/2019) saavutettavuusvaatimukset ja WCAG 2.1 -ohjeiston A- ja AA-tason kriteerit.',
    status: {
      title: 'Saavutettavuuden tila',
      body: 'Palvelu täyttää saavutettavuusvaatimukset osittain. Puutteet, joista tiedämme, on lueteltu alla.',
    },
    gaps: {
      title: 'Sisällöt, jotka eivät ole vielä saavutettavia',
      screenReaders:
        'Palvelua ei ole vielä testattu ruudunlukuohjelmilla (esimerkiksi NVDA, JAWS tai VoiceOver) eikä avustavia teknologioita käyttävien ihmisten kanssa. Automaattiset tarkistukset löytävät vain osan saavutettavuuspuutteista.',
      emails:
        'Palvelun lähettämät sähköpostiviestit ovat pelkkää tekstiä; niiden saavutettavuutta ei ole arvioitu erikseen.',
    },
    assessment: {
      title: 'Miten saavutettavuus on arvioitu',
      body: 'Saavutettavuus on arvioitu itse. Jokaisen muutoksen yhteydessä palvelun sivut ja niiden tilat (esimerkiksi avoimet lomakeikkunat ja virheilmoitukset) tarkistetaan automaattisesti axe-core-työkalulla WCAG 2.1 A- ja AA-kriteerejä vasten sekä vaalealla että tummalla teemalla. Lisäksi tarkistetaan, ettei mikään sivu ole 390 pikselin levyistä puhelimen näyttöä leveämpi. Osa lomakkeista on lisäksi testattu automaattisesti pelkällä näppäimistöllä käytettyinä.',
    },
    feedback: {
      title: 'Anna palautetta saavutettavuudesta',
      body: 'Huomasitko palvelussa saavutettavuuspuutteen, tai etkö saanut jotain tietoa tai palvelua saavutettavassa muodossa? Kerro siitä meille alla olevalla lomakkeella. Viesti menee Pätevän toimistolle, joka vastaa 14 päivän kuluessa. Kirjautuneena voit lähettää palautetta myös käyttäjävalikon kohdasta Palaute.',
      message: 'Viesti',
      email: 'Sähköpostiosoite (vapaaehtoinen)',
      emailHelp: 'Jos haluat vastauksen, kerro osoite, johon vastaamme.',
      send: 'Lähetä palaute',
      sent: 'Kiitos palautteesta! Viesti on välitetty Pätevän toimistolle.',
    },
    enforcement: {
      title: 'Valvontaviranomainen',
      body: 'Jos huomaat saavutettavuusongelmia, anna ensin palautetta meille. Jos et ole tyytyväinen saamaasi vastaukseen tai et saa vastausta kahden viikon aikana, voit tehdä ilmoituksen valvontaviranomaiselle. Saavutettavuusvaatimusten noudattamista valvoo Liikenne- ja viestintävirasto Traficom.',
      link: 'Ohjeet ilmoituksen tekemiseen: saavutettavuusvaatimukset.fi',
    },
    dated: 'Seloste on laadittu 25.11.2026.',
    back: 'Takaisin portaaliin',
  },
};
