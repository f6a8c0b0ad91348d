/**
 * The status of a certificate the association issued (issue 20): the office holds it active,
 * suspends or withdraws it; valid, expired and not yet valid follow from its dates. One rule for
 * the office's search, the public registry, its badge and the PDF.
 */
/** A moment's day in Finland: a certificate decided on a Finnish day is valid from that day's first hour there, whatever the server's zone. */
const FINNISH_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki', year: 'numeric', month: '2-digit', day: '2-digit' });
const isoDayOf = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : FINNISH_DAY.format(value));

/**
 * The public registry's addresses (issue 20). Here, with the statuses they show, rather than in a
 * module of their own: each shared module is a chunk whose name the sign-in pages' entry chunk lists.
 */
export const PUBLIC_REGISTRY_PATH = '/rekisteri';
export const publicCertificatePath = (number: string) => `${PUBLIC_REGISTRY_PATH}/todistus/${encodeURIComponent(number)}`;

export const HELD_STATUSES = ['active', 'suspended', 'withdrawn'] as const;
export type HeldStatus = (typeof HELD_STATUSES)[number];

export const CERTIFICATE_STATUSES = ['valid', 'notYetValid', 'expired', 'suspended', 'withdrawn'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  valid: 'Voimassa',
  notYetValid: 'Ei vielä voimassa',
  expired: 'Vanhentunut',
  suspended: 'Keskeytetty',
  withdrawn: 'Peruutettu',
};

/**
 * A withdrawal ends the certificate for good and a suspension holds it whatever its dates say;
 * an active one is valid from its first to its last day (inclusive).
 */
export function certificateStatus(
  certificate: { heldStatus: HeldStatus; validFrom: string | null; validUntil: string | null },
  today: Date | string = new Date(),
): CertificateStatus {
  if (certificate.heldStatus === 'withdrawn') return 'withdrawn';
  const day = isoDayOf(today);
  if (certificate.validUntil && certificate.validUntil < day) return 'expired';
  if (certificate.heldStatus === 'suspended') return 'suspended';
  if (certificate.validFrom && certificate.validFrom > day) return 'notYetValid';
  return 'valid';
}

export const CERTIFICATE_EVENTS = ['issued', 'suspended', 'withdrawn', 'reinstated'] as const;
export type CertificateEvent = (typeof CERTIFICATE_EVENTS)[number];

export const CERTIFICATE_EVENT_LABELS: Record<CertificateEvent, string> = {
  issued: 'Myönnetty',
  suspended: 'Keskeytetty',
  withdrawn: 'Peruutettu',
  reinstated: 'Palautettu voimaan',
};

/** The office's actions on an issued certificate and the held status each one leads to. */
export const HOLD_ACTIONS = {
  suspend: { from: ['active'], to: 'suspended', event: 'suspended' },
  withdraw: { from: ['active', 'suspended'], to: 'withdrawn', event: 'withdrawn' },
  reinstate: { from: ['suspended'], to: 'active', event: 'reinstated' },
} as const satisfies Record<string, { from: readonly HeldStatus[]; to: HeldStatus; event: CertificateEvent }>;
export type HoldAction = keyof typeof HOLD_ACTIONS;

/** Why an action is refused in the certificate's present status (409), in Finnish. */
export const HOLD_REFUSALS: Record<HoldAction, string> = {
  suspend: 'Vain voimassa olevan sertifikaatin voi keskeyttää.',
  withdraw: 'Sertifikaatti on jo peruutettu.',
  reinstate: 'Vain keskeytetyn sertifikaatin voi palauttaa voimaan.',
};

export const REASON_REQUIRED = 'Kerro syy.';
export const REASON_TOO_LONG = 'Syy on liian pitkä (enintään 2000 merkkiä).';

/** The public number's form: PTV-<year issued>-<six digits>, e.g. PTV-2026-000123. */
export const PUBLIC_NUMBER_PATTERN = /^PTV-\d{4}-\d{6}$/;
export const publicNumber = (year: number, serial: number) => `PTV-${year}-${String(serial).padStart(6, '0')}`;

/**
 * How long the association's certificates run (issue 20): a qualification (proficiency 3) one year,
 * the quality (2), environment (5), occupational safety (20) and moisture (23) certificates three.
 */
export const VALIDITY_YEARS: Record<number, number> = { 3: 1, 2: 3, 5: 3, 20: 3, 23: 3 };

export const CERTIFICATE_TYPE_NAMES: Record<number, string> = {
  2: 'Pätevä laatusertifikaatti',
  3: 'Pätevyys',
  5: 'Pätevä ympäristösertifikaatti',
  20: 'Pätevä työturvallisuussertifikaatti',
  23: 'Pätevä kosteudenhallintasertifikaatti',
};

/** The certificate kind an application of each type (SPEC §3 application types) issues. */
export const CERTIFICATE_TYPE_OF_APPLICATION: Record<number, number> = { 1: 3, 2: 3, 3: 3, 4: 2, 5: 2, 6: 5, 7: 5, 8: 20, 9: 20, 10: 23, 11: 23 };

/** The last valid day of a certificate valid `years` from `validFrom` (yyyy-MM-dd): the day before the anniversary. */
export function validUntilOf(validFrom: string, years: number): string {
  const [year, month, day] = validFrom.split('-').map(Number);
  const end = new Date(Date.UTC(year + years, month - 1, day));
  // 29.2. plus a year is 1.3.; the day before is 28.2.
  if (end.getUTCMonth() !== month - 1) end.setUTCDate(0);
  else end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/** The expiry reminders' stages, days before the last valid day (issue 20 "Reminders"). */
export const REMINDER_STAGES = [90, 30, 7] as const;

/** The stage a certificate with `daysLeft` days left is in: the nearest stage not yet passed; null outside them. */
export function reminderStage(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  let stage: number | null = null;
  for (const days of REMINDER_STAGES) if (daysLeft <= days) stage = days;
  return stage;
}
