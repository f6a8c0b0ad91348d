/** Every declared entity, and the data provider's resource → path map derived from them. */
import { companyPerson } from './companyPerson';
import { education } from './education';
import type { Entity } from './entity';
import { historyEntry } from './historyEntry';
import { membership } from './membership';
import { office } from './office';
import { person } from './person';
import { personCertificate } from './personCertificate';

export const ENTITIES: readonly Entity[] = [office, membership, historyEntry, person, companyPerson, education, personCertificate];

/** `{ offices: 'companies/:companyId/offices', … }` for createDataProvider. */
export const RESOURCE_PATHS: Record<string, string> = Object.fromEntries(ENTITIES.map((entity) => [entity.resource, entity.path]));
