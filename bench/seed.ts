/**
 * The bench's data, made in PostgreSQL with generate_series (a few statements, seconds, not one
 * insert per row): companies, their references and applications, and two users.
 */
import { sql } from 'kysely';
import type { Db } from '../server/db/kysely';
import { hashPassword } from '../server/modules/auth';

export const COMPANIES = 10_000;
export const REFERENCES = 200_000;
export const APPLICATIONS = 50_000;
/**
 * The references of company 1, the one the bench searches: a large contractor's tenth of all
 * references, so that its search has a table's worth of rows to look through (the rest are
 * spread over the other companies, about 18 each).
 */
export const BIG_COMPANY_REFERENCES = 20_000;
/** Five people in each company: the office's people list across companies (issue 18 §8, every list's q). */
export const PEOPLE = 50_000;
export const PASSWORD = 'Bench-salasana-2026';

/**
 * Picks from a word list the way real texts use words: a few often, most rarely. `i` is the row
 * number, `salt` makes each pick independent of the others in the row (a hash of both); the square
 * of an even spread puts about a third of the picks on the first tenth of the list.
 */
const pick = (words: ReturnType<typeof sql.lit>, count: number, i: string, salt: number) =>
  sql`(${words}::text[])[1 + floor(${count} * power((hashint8extended(${sql.raw(i)}::bigint, ${sql.lit(salt)}) & 1023) / 1024.0, 2))::int]`;

/** Trades, as Finnish company names start. "Mittaus" is a common one (the bench searches it). */
const TRADES = [
  'Rakennus', 'Mittaus', 'Sähkö', 'LVI', 'Putkityö', 'Maalaus', 'Kattotyö', 'Insinööritoimisto', 'Arkkitehtitoimisto', 'Rakennuttaja',
  'Kiinteistöhuolto', 'Suunnittelu', 'Betoni', 'Puutyö', 'Teräsrakenne', 'Lasitus', 'Maansiirto', 'Asennus', 'Saneeraus', 'Kuljetus',
  'Lämpö', 'Ilmastointi', 'Automaatio', 'Energia', 'Kivityö', 'Laatoitus', 'Ikkuna', 'Julkisivu', 'Paloturva', 'Geotekniikka',
  'Perustus', 'Tienrakennus', 'Siltarakenne', 'Konepaja', 'Purku', 'Eristys', 'Kosteusmittaus', 'Valvonta', 'Laskenta', 'Huolto',
];
const SURNAMES = [
  'Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen',
  'Lehtonen', 'Lehtinen', 'Saarinen', 'Salminen', 'Heinonen', 'Niemi', 'Heikkilä', 'Kinnunen', 'Salonen', 'Turunen',
  'Salo', 'Laitinen', 'Tuominen', 'Rantanen', 'Karjalainen', 'Jokinen', 'Mattila', 'Savolainen', 'Lahtinen', 'Ahonen',
  'Leinonen', 'Hiltunen', 'Pitkänen', 'Aaltonen', 'Manninen', 'Lindholm', 'Nyström', 'Valtonen', 'Kettunen', 'Peltonen',
  'Hirvonen', 'Koivisto', 'Rautiainen', 'Miettinen', 'Mustonen', 'Kärkkäinen', 'Eskola', 'Lindberg', 'Vainio', 'Harju',
];
/** Towns in the genitive, as a company name starts ("Oulun Mittaus Oy"). */
const TOWNS_GENITIVE = ['Helsingin', 'Espoon', 'Tampereen', 'Vantaan', 'Oulun', 'Turun', 'Jyväskylän', 'Kuopion', 'Lahden', 'Porin', 'Joensuun', 'Vaasan'];

const textArray = (words: readonly string[]) => sql.lit(`{${words.map((word) => `"${word}"`).join(',')}}`);

async function seedCompanies(db: Db): Promise<void> {
  const trade = (i: string, salt: number) => pick(textArray(TRADES), TRADES.length, i, salt);
  const surname = (i: string, salt: number) => pick(textArray(SURNAMES), SURNAMES.length, i, salt);
  const town = (i: string, salt: number) => pick(textArray(TOWNS_GENITIVE), TOWNS_GENITIVE.length, i, salt);
  // Names in five forms over trades, surnames and towns: some words in a tenth of the names, most in a
  // few dozen; business IDs valid, from bodies 5000000 up (bodies whose remainder is 1 have none and are skipped).
  await sql`
    insert into companies (name, registration_number, switchboard_number, company_status_id)
    select case b % 5
             when 0 then ${trade('b', 31)} || ' ' || ${surname('b', 37)} || ' Oy'
             when 1 then ${town('b', 41)} || ' ' || ${trade('b', 31)} || ' Oy'
             when 2 then ${surname('b', 37)} || ' ' || ${trade('b', 43)} || ' Ky'
             when 3 then ${trade('b', 31)} || ' ja ' || lower(${trade('b', 47)}) || ' ' || ${surname('b', 37)} || ' Oy'
             else ${town('b', 41)} || ' ' || ${trade('b', 31)} || ' ' || ${surname('b', 53)} || ' Oy'
           end,
           body || '-' || check_digit, '+35820' || b, 1
    from (
      select b, body, case when r = 0 then 0 else 11 - r end as check_digit
      from (
        select b, body, (substr(body,1,1)::int*7 + substr(body,2,1)::int*9 + substr(body,3,1)::int*10 + substr(body,4,1)::int*5
                       + substr(body,5,1)::int*8 + substr(body,6,1)::int*4 + substr(body,7,1)::int*2) % 11 as r
        from (select b, (5000000 + b)::text as body from generate_series(1, ${Math.ceil(COMPANIES * 1.2)}) as b) bodies
      ) sums where r <> 1
    ) ids
    order by b limit ${COMPANIES}`.execute(db);
  await sql`insert into addresses (company_id, address_type_id, street, zipcode, city)
            select id, 1, 'Testikatu ' || id, '00100', 'Helsinki' from companies`.execute(db);
}

const WORKS = [
  'Silta', 'Koulu', 'Päiväkoti', 'Sairaala', 'Toimistotalo', 'Asuinkerrostalo', 'Varasto', 'Tieosuus', 'Putkisaneeraus', 'Kosteusmittaus',
  'Julkisivu', 'Vesikatto', 'Pysäköintitalo', 'Kirjasto', 'Uimahalli', 'Palvelutalo', 'Rivitalo', 'Omakotitalo', 'Liikekeskus', 'Teollisuushalli',
  'Kauppakeskus', 'Terveysasema', 'Urheiluhalli', 'Jäähalli', 'Paloasema', 'Vesitorni', 'Jätevedenpuhdistamo', 'Kevyen liikenteen väylä', 'Katuvalaistus', 'Kaukolämpölinja',
  'Sähköasema', 'Ratapiha', 'Laituri', 'Aallonmurtaja', 'Kirkko', 'Seurakuntatalo', 'Museo', 'Teatteri', 'Konserttitalo', 'Opiskelija-asunnot',
  'Hoivakoti', 'Vanhainkoti', 'Kaupungintalo', 'Virastotalo', 'Poliisitalo', 'Vankila', 'Lentoasema', 'Satamavarasto', 'Logistiikkakeskus', 'Datakeskus',
  'Meijeri', 'Leipomo', 'Navetta', 'Konehalli', 'Kasvihuone', 'Tunneli', 'Alikulku', 'Ylikulkusilta', 'Kiertoliittymä', 'Parkkihalli',
];
const TOWNS = [
  'Helsinki', 'Espoo', 'Tampere', 'Vantaa', 'Oulu', 'Turku', 'Jyväskylä', 'Kuopio', 'Lahti', 'Pori',
  'Joensuu', 'Lappeenranta', 'Hämeenlinna', 'Vaasa', 'Seinäjoki', 'Rovaniemi', 'Mikkeli', 'Kotka', 'Salo', 'Porvoo',
  'Kouvola', 'Hyvinkää', 'Nurmijärvi', 'Järvenpää', 'Rauma', 'Kokkola', 'Tuusula', 'Kirkkonummi', 'Kajaani', 'Kerava',
  'Savonlinna', 'Nokia', 'Ylöjärvi', 'Kangasala', 'Riihimäki', 'Raseborg', 'Vihti', 'Imatra', 'Raahe', 'Sastamala',
  'Tornio', 'Kemi', 'Iisalmi', 'Varkaus', 'Kuusamo', 'Forssa', 'Valkeakoski', 'Heinola', 'Uusikaupunki', 'Loimaa',
];
const CLIENTS = [
  'kaupunki', 'kunta', 'Asunnot Oy', 'Kiinteistöt Oy', 'seurakuntayhtymä', 'Tilakeskus', 'Rakennuttaja Oy', 'Vuokratalot Oy', 'Energia Oy', 'Vesi Oy',
  'hyvinvointialue', 'Koulutuskuntayhtymä', 'Satama Oy', 'Kehitysyhtiö Oy', 'Liikuntapaikat Oy', 'Pysäköinti Oy', 'Sairaanhoitopiiri', 'Opiskelija-asunnot Oy', 'Logistiikka Oy', 'Teollisuus Oy',
];
const TASKS = ['runko', 'perustus', 'vesikatto', 'julkisivu', 'ikkuna', 'sähkö', 'putki', 'ilmanvaihto', 'maalaus', 'laatoitus', 'eristys', 'piha', 'purku', 'sisävalmistus', 'hissi', 'paloturvallisuus', 'automaatio', 'valaistus', 'kosteudenhallinta', 'mittaus'];

/**
 * References with words that repeat the way real ones do: a kind of work, a town and a number in
 * the title, a client of a town and a kind, a description of a few sentences; words picked as in
 * real texts (pick), so that "Helsinki" or "kaupunki" come in many references, "Kuusamo" in a few.
 */
async function seedReferences(db: Db): Promise<void> {
  const work = (salt: number) => pick(textArray(WORKS), WORKS.length, 'i', salt);
  const town = (salt: number) => pick(textArray(TOWNS), TOWNS.length, 'i', salt);
  const client = (salt: number) => pick(textArray(CLIENTS), CLIENTS.length, 'i', salt);
  const task = (salt: number) => pick(textArray(TASKS), TASKS.length, 'i', salt);
  await sql`
    insert into company_references (company_id, title, client_name, client_registration_number, work_description, work_start_date, work_end_date, total_billing, total_billing_unit_id)
    select
      case when i <= ${BIG_COMPANY_REFERENCES} then 1 else 2 + (i % ${COMPANIES - 1}) end,
      ${work(101)} || ' ' || ${town(103)} || ' ' || i,
      ${town(107)} || ' ' || ${client(109)} || ' ' || (i % 300),
      case when i % 3 = 0 then null else (1000000 + i % 300)::text || '-' || (i % 10) end,
      'Urakka sisälsi ' || ${task(113)} || 'työt ja ' || ${task(127)} || 'korjaukset. Kohde: ' || lower(${work(131)})
        || ', työmaa ' || ${town(137)} || ', vaihe ' || (i % 9) || '.',
      date '2010-01-01' + (i % 5000),
      date '2010-01-01' + (i % 5000) + 30 + i % 700,
      10000 + (i * 7919) % 5000000,
      1
    from generate_series(1, ${REFERENCES}) as i`.execute(db);
}

/**
 * Applications over the companies in every status, most of them archived (10) as years pass;
 * sent ones have a sent time, drafts (1) none.
 */
async function seedApplications(db: Db): Promise<void> {
  await sql`
    insert into applications (company_id, application_target_id, application_type_id, application_status_id, opened_at, sent_at, finished_at, updated_at)
    select company_id, target, target, status, opened, case when status = 1 then null else opened + interval '3 days' end,
           case when status in (9, 10, 11) then opened + interval '90 days' end, opened + interval '90 days'
    from (
      select 1 + (i * 7) % ${COMPANIES} as company_id, 1 + i % 11 as target,
             (array[1,1,2,2,3,3,4,5,6,7,8,9,10,10,10,10,10,10,10,11])[1 + (i * 13) % 20] as status,
             timestamptz '2016-01-01 08:00+02' + (i * interval '93 minutes') as opened
      from generate_series(1, ${APPLICATIONS}) as i
    ) rows`.execute(db);
}

const FIRST_NAMES = [
  'Matti', 'Timo', 'Juha', 'Mikko', 'Antti', 'Jari', 'Jukka', 'Markku', 'Pekka', 'Mika', 'Hannu', 'Heikki', 'Janne', 'Sami', 'Petri',
  'Anna', 'Maria', 'Liisa', 'Aino', 'Sari', 'Tiina', 'Päivi', 'Johanna', 'Satu', 'Minna', 'Anne', 'Riitta', 'Elina', 'Laura', 'Emilia',
];

/**
 * People of the companies, five in each, with names as common as real ones (pick: "Virtanen" in many,
 * most surnames in few), their own e-mail for most and the company's copy for the rest; one an admin.
 */
async function seedPeople(db: Db): Promise<void> {
  const first = pick(textArray(FIRST_NAMES), FIRST_NAMES.length, 'i', 151);
  const last = pick(textArray(SURNAMES), SURNAMES.length, 'i', 157);
  await sql`
    insert into people (first_name, last_name, email, birth_year)
    select ${first}, ${last}, case when i % 4 = 0 then null else 'henkilo' || i || '@yritys' || (1 + i % ${COMPANIES}) || '.fi' end, 1950 + i % 50
    from generate_series(1, ${PEOPLE}) as i`.execute(db);
  await sql`
    insert into company_people (company_id, person_id, status, email, company_admin)
    select 1 + (n % ${COMPANIES}), id, 'active', 'tyontekija' || n || '@yritys.fi', n % 5 = 0
    from (select id, row_number() over (order by id) as n from people) numbered`.execute(db);
}

async function seedUsers(db: Db): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  for (const [email, permission] of [['office@bench.test', 2], ['company@bench.test', null]] as const) {
    const person = await db.insertInto('people').values({ first_name: 'Bench', last_name: 'User', email }).returning('id').executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({ email, password_hash: hash, person_id: person.id, email_verified_at: sql`now()` })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (permission) await db.insertInto('user_permissions').values({ user_id: user.id, permission_id: permission }).execute();
    else
      await db
        .insertInto('company_people')
        .values({ company_id: 1, person_id: person.id, user_id: user.id, status: 'active', email, company_admin: true })
        .execute();
  }
}

export async function seed(db: Db, log: (line: string) => void = () => {}): Promise<void> {
  log(`Seeding ${COMPANIES.toLocaleString('en')} companies …`);
  await seedCompanies(db);
  log(`Seeding ${REFERENCES.toLocaleString('en')} references …`);
  await seedReferences(db);
  log(`Seeding ${APPLICATIONS.toLocaleString('en')} applications …`);
  await seedApplications(db);
  log(`Seeding ${PEOPLE.toLocaleString('en')} people …`);
  await seedPeople(db);
  await seedUsers(db);
  await sql`vacuum analyze`.execute(db);
}
