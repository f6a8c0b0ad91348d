/**
 * PRH/YTJ open data API v3 look-up by business ID (DOMAIN.md). Answers are cached
 * in prh_companies for a day: the API is shared and rate limited.
 */
import { sql } from 'kysely';
import type { Db } from '../db/kysely';
import { ContactType } from '../../src/domain/codes';
import type { PrhAddress, PrhCompany } from '../../src/domain/api/prh';

export class PrhUnavailableError extends Error {}

const CACHE_HOURS = 24;
const TIMEOUT_MS = 8000;

type Json = Record<string, unknown>;
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Finnish description first (language code 1), then any. */
function finnish(descriptions: unknown): string | null {
  const list = asArray(descriptions);
  const fi = list.find((d) => String(d.languageCode) === '1') ?? list[0];
  return fi ? text(fi.description) : null;
}

const SITUATIONS: Record<string, string> = {
  KONK: 'Konkurssissa',
  SANE: 'Yrityssaneerauksessa',
  SELTILA: 'Selvitystilassa',
};

function mapAddress(address: Json): PrhAddress {
  const streetParts = [address.street, address.buildingNumber, address.entrance, address.apartmentNumber]
    .map(text)
    .filter(Boolean);
  const street = streetParts.length ? streetParts.join(' ') : null;
  const poBox = text(address.postOfficeBox);
  const postal = String(address.type) === '2';
  const offices = asArray(address.postOffices);
  const office = offices.find((o) => String(o.languageCode) === '1') ?? offices[0];
  return {
    addressTypeId: postal ? (street ? ContactType.postalStreet : ContactType.postalPoBox) : ContactType.visitingFinnish,
    street,
    poBox,
    zipcode: text(address.postCode),
    city: office ? text(office.city) : null,
    country: 'FI',
  };
}

export function mapPrhCompany(company: Json): PrhCompany {
  const names = asArray(company.names);
  const current = names.filter((n) => !n.endDate);
  const name = current.find((n) => String(n.type) === '1') ?? current[0] ?? names[0];
  const forms = asArray(company.companyForms).filter((f) => !f.endDate);
  const businessLine = company.mainBusinessLine as Json | undefined;
  const businessId = company.businessId as Json | undefined;
  const website = company.website as Json | undefined;
  return {
    registrationNumber: String(businessId?.value ?? ''),
    name: name ? String(name.name ?? '') : '',
    companyForm: forms[0] ? finnish(forms[0].descriptions) : null,
    mainBusinessLine: businessLine ? finnish(businessLine.descriptions) : null,
    website: website ? text(website.url) : null,
    registrationDate: text(businessId?.registrationDate) ?? text(company.registrationDate),
    endDate: text(company.endDate),
    situations: asArray(company.companySituations).map((s) => SITUATIONS[String(s.type)] ?? String(s.type)),
    addresses: asArray(company.addresses).map(mapAddress),
  };
}

async function fetchFromPrh(baseUrl: string, registrationNumber: string): Promise<PrhCompany | null> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/companies?businessId=${encodeURIComponent(registrationNumber)}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PrhUnavailableError(`PRH request failed: ${String(error)}`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new PrhUnavailableError(`PRH answered ${response.status}`);
  let body: Json;
  try {
    body = (await response.json()) as Json;
  } catch {
    throw new PrhUnavailableError('PRH answered with something other than JSON');
  }
  const found = asArray(body.companies).find(
    (c) => String((c.businessId as Json | undefined)?.value ?? '') === registrationNumber,
  );
  return found ? mapPrhCompany(found) : null;
}

export interface PrhClient {
  /** The company, null when PRH has none, PrhUnavailableError when PRH cannot answer. */
  lookUp(registrationNumber: string): Promise<PrhCompany | null>;
  /** What the cache holds, without calling PRH. */
  cached(registrationNumber: string): Promise<PrhCompany | null>;
  /** PRH's answer now, past the cache (the daily PRH watch, issue 22 §1), kept in the cache. */
  refresh(registrationNumber: string): Promise<PrhCompany | null>;
}

export function createPrhClient(db: Db, baseUrl: string): PrhClient {
  async function cachedRow(registrationNumber: string) {
    return db
      .selectFrom('prh_companies')
      .select(['found', 'response'])
      .where('registration_number', '=', registrationNumber)
      .where('fetched_at', '>', sql<Date>`now() - make_interval(hours => ${CACHE_HOURS})`)
      .executeTakeFirst();
  }
  async function refresh(registrationNumber: string): Promise<PrhCompany | null> {
    const company = await fetchFromPrh(baseUrl, registrationNumber);
    await db
      .insertInto('prh_companies')
      .values({ registration_number: registrationNumber, found: !!company, response: JSON.stringify(company) })
      .onConflict((oc) =>
        oc.column('registration_number').doUpdateSet({
          found: !!company,
          response: JSON.stringify(company),
          fetched_at: sql`now()`,
        }),
      )
      .execute();
    return company;
  }
  return {
    async cached(registrationNumber) {
      const row = await cachedRow(registrationNumber);
      return row?.found ? (row.response as PrhCompany) : null;
    },
    async lookUp(registrationNumber) {
      const row = await cachedRow(registrationNumber);
      if (row) return row.found ? (row.response as PrhCompany) : null;
      return refresh(registrationNumber);
    },
    refresh,
  };
}
