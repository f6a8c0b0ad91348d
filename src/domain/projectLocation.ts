/**
 * SPEC §4 location check of a project (result none, ok, fail or warning, each with Finnish reasons),
 * from what can be checked offline:
 *
 * - Property code (kiinteistötunnus): municipality (3 digits, 005–999) – village or district (3) –
 *   group (1–4) – unit (1–4), written with hyphens, leading zeros optional (091-012-0001-0002,
 *   91-12-1-2), or the 14-digit compact form (09101200010002). A kiinteistötunnus has no check
 *   character (Maanmittauslaitos' format), so only its form and parts are checked.
 * - Permanent building code (pysyvä rakennustunnus, PRT): 9 digits and a check character computed
 *   as the Finnish personal identity code's: the 9-digit number mod 31 indexes
 *   "0123456789ABCDEFHJKLMNPRSTUVWXY" (DVV's description of the PRT). Spaces are ignored, case too.
 * - Coordinates: WGS84 "lat, lon" (what the coordinates address holds) inside Finland's bounding box
 *   (lat 59.45–70.2, lon 19.0–31.6: Bogskär to Nuorgam, Åland to Ilomantsi); ETRS-TM35FIN "N, E" (N 6 600 000–7 800 000, E 50 000–760 000)
 *   is read too.
 * - The visiting address has its postal code and city.
 *
 * A malformed code or coordinates outside Finland fail; a missing postal code or city, or nothing
 * that places the project (no coordinates, no property code), is a warning; nothing to check is none.
 */
export type LocationCheckResult = 'none' | 'ok' | 'fail' | 'warning';

export interface LocationReason {
  level: 'fail' | 'warning';
  field: 'propertyCode' | 'buildingCode' | 'coordinates' | 'visitingAddress';
  message: string;
}

export interface LocationCheck {
  result: LocationCheckResult;
  reasons: LocationReason[];
}

export interface LocationInput {
  propertyCode?: string | null;
  buildingCode?: string | null;
  /** The coordinates address's location. */
  coordinates?: string | null;
  zipcode?: string | null;
  city?: string | null;
}

const CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** The check character of a 9-digit number as the personal identity code computes it (mod 31). */
export const checkCharacter = (nineDigits: string): string => CHECK_CHARACTERS[Number(nineDigits) % 31];

/** Is a permanent building code (PRT) 9 digits and its check character? */
export function isBuildingCode(value: string): boolean {
  const code = value.replace(/\s/g, '').toUpperCase();
  const match = /^(\d{9})([0-9A-Y])$/.exec(code);
  return !!match && checkCharacter(match[1]) === match[2];
}

/** The 14-digit compact form of a property code, or null when it is not one. */
export function compactPropertyCode(value: string): string | null {
  const code = value.replace(/\s/g, '');
  let parts: string[];
  if (/^\d{14}$/.test(code)) parts = [code.slice(0, 3), code.slice(3, 6), code.slice(6, 10), code.slice(10)];
  else {
    const match = /^(\d{1,3})-(\d{1,3})-(\d{1,4})-(\d{1,4})$/.exec(code);
    if (!match) return null;
    parts = match.slice(1);
  }
  const [municipality, district, group, unit] = parts.map(Number);
  if (municipality < 5 || group < 1 || unit < 1) return null;
  return [String(municipality).padStart(3, '0'), String(district).padStart(3, '0'), String(group).padStart(4, '0'), String(unit).padStart(4, '0')].join('');
}

/** The property code as it is usually written (091-012-0001-0002). */
export const formatPropertyCode = (compact: string) => `${compact.slice(0, 3)}-${compact.slice(3, 6)}-${compact.slice(6, 10)}-${compact.slice(10)}`;

export const FINLAND_WGS84 = { minLat: 59.45, maxLat: 70.2, minLon: 19.0, maxLon: 31.6 };
const FINLAND_TM35FIN = { minN: 6_600_000, maxN: 7_800_000, minE: 50_000, maxE: 760_000 };

/** Coordinates as two numbers; null when not two numbers. */
function coordinatePair(value: string): [number, number] | null {
  const match = /^\s*(-?\d+(?:[.]\d+)?)\s*[,;\s]\s*(-?\d+(?:[.]\d+)?)\s*$/.exec(value);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** Inside Finland (WGS84 lat, lon or ETRS-TM35FIN N, E)? null when the value is not coordinates at all. */
export function coordinatesInFinland(value: string): boolean | null {
  const pair = coordinatePair(value);
  if (!pair) return null;
  const [a, b] = pair;
  if (Math.abs(a) <= 90 && Math.abs(b) <= 180) {
    return a >= FINLAND_WGS84.minLat && a <= FINLAND_WGS84.maxLat && b >= FINLAND_WGS84.minLon && b <= FINLAND_WGS84.maxLon;
  }
  return a >= FINLAND_TM35FIN.minN && a <= FINLAND_TM35FIN.maxN && b >= FINLAND_TM35FIN.minE && b <= FINLAND_TM35FIN.maxE;
}

export const LOCATION_MESSAGES = {
  propertyCode: 'Kiinteistötunnus ei ole oikeaa muotoa (esim. 091-012-0001-0002 tai 09101200010002).',
  buildingCode: 'Pysyvä rakennustunnus ei ole oikea: 9 numeroa ja tarkistusmerkki (esim. 100012345N).',
  coordinatesFormat: 'Koordinaatit eivät ole oikeaa muotoa (leveysaste, pituusaste, esim. 60.1699, 24.9384).',
  coordinatesOutside: 'Koordinaatit ovat Suomen ulkopuolella.',
  zipcode: 'Käyntiosoitteesta puuttuu postinumero.',
  city: 'Käyntiosoitteesta puuttuu postitoimipaikka.',
  unplaced: 'Hankkeella ei ole koordinaatteja eikä kiinteistötunnusta, joten sen sijaintia ei voi tarkistaa.',
} as const;

const present = (value: string | null | undefined): value is string => !!value && value.trim() !== '';

export function checkProjectLocation(input: LocationInput): LocationCheck {
  const reasons: LocationReason[] = [];
  const anything = [input.propertyCode, input.buildingCode, input.coordinates, input.zipcode, input.city].some(present);
  if (!anything) return { result: 'none', reasons };

  if (present(input.propertyCode) && compactPropertyCode(input.propertyCode) === null) {
    reasons.push({ level: 'fail', field: 'propertyCode', message: LOCATION_MESSAGES.propertyCode });
  }
  if (present(input.buildingCode) && !isBuildingCode(input.buildingCode)) {
    reasons.push({ level: 'fail', field: 'buildingCode', message: LOCATION_MESSAGES.buildingCode });
  }
  if (present(input.coordinates)) {
    const inside = coordinatesInFinland(input.coordinates);
    if (inside === null) reasons.push({ level: 'fail', field: 'coordinates', message: LOCATION_MESSAGES.coordinatesFormat });
    else if (!inside) reasons.push({ level: 'fail', field: 'coordinates', message: LOCATION_MESSAGES.coordinatesOutside });
  }
  if (!present(input.zipcode)) reasons.push({ level: 'warning', field: 'visitingAddress', message: LOCATION_MESSAGES.zipcode });
  if (!present(input.city)) reasons.push({ level: 'warning', field: 'visitingAddress', message: LOCATION_MESSAGES.city });
  if (!present(input.coordinates) && !present(input.propertyCode)) {
    reasons.push({ level: 'warning', field: 'coordinates', message: LOCATION_MESSAGES.unplaced });
  }
  const result: LocationCheckResult = reasons.some((r) => r.level === 'fail') ? 'fail' : reasons.length > 0 ? 'warning' : 'ok';
  return { result, reasons };
}

/**
 * SPEC §4: the projects page's location check state. Editing a project sets it to ok (then the
 * form's values refine it as they change); returning to the listing resets it to none.
 */
export type ProjectScreen = 'listing' | 'creating' | 'showing' | 'editing';

export interface ProjectPageState {
  screen: ProjectScreen;
  projectId: number | null;
  locationCheck: LocationCheck;
}

export type ProjectPageAction =
  | { type: 'create' }
  | { type: 'show'; id: number }
  | { type: 'edit'; id: number }
  | { type: 'checked'; check: LocationCheck }
  | { type: 'toListing' };

export const NO_CHECK: LocationCheck = { result: 'none', reasons: [] };
export const initialProjectPage = (): ProjectPageState => ({ screen: 'listing', projectId: null, locationCheck: NO_CHECK });

export function projectPageReducer(state: ProjectPageState, action: ProjectPageAction): ProjectPageState {
  switch (action.type) {
    case 'create':
      return { screen: 'creating', projectId: null, locationCheck: NO_CHECK };
    case 'show':
      return { screen: 'showing', projectId: action.id, locationCheck: state.locationCheck };
    case 'edit':
      return { screen: 'editing', projectId: action.id, locationCheck: { result: 'ok', reasons: [] } };
    case 'checked':
      return state.screen === 'creating' || state.screen === 'editing' ? { ...state, locationCheck: action.check } : state;
    case 'toListing':
      return initialProjectPage();
  }
}
