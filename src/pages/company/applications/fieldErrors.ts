/**
 * The server's field messages of a refused save (camelCase keys, nested ones with dots and
 * indexes: `applicationIndustries.0.referenceIds`) grouped by the part of the page where the field
 * is, so each shows beside its own input; a message of a field the page does not know still shows,
 * in the list above the form — nothing the server says is dropped.
 */
import { toCamelCase } from '../../../domain/caseKeys';

export type FormPart = 'contactPersonId' | 'industryDescription' | 'industries' | 'offices' | 'agreements' | 'scopes' | 'areaCodes' | 'files' | 'other';

const PREFIXES: Array<[string, FormPart]> = [
  ['contactPersonId', 'contactPersonId'],
  ['industryDescription', 'industryDescription'],
  ['applicationIndustries', 'industries'],
  ['applicationCompanyOffices', 'offices'],
  ['vastuuGroupAgreement', 'agreements'],
  ['contractAgreement', 'agreements'],
  ['applicationScopes', 'scopes'],
  ['applicationAreaCodes', 'areaCodes'],
  ['files', 'files'],
];

export function groupFieldErrors(errors: Record<string, string>): Partial<Record<FormPart, string[]>> {
  const grouped: Partial<Record<FormPart, string[]>> = {};
  for (const [key, message] of Object.entries(errors)) {
    const name = toCamelCase(key);
    const part = PREFIXES.find(([prefix]) => name === prefix || name.startsWith(`${prefix}.`) || name.startsWith(`${prefix}[`))?.[1] ?? 'other';
    (grouped[part] ??= []).push(message);
  }
  return grouped;
}
