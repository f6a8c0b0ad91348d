/** Every declared entity, and the data provider's resource → path map derived from them. */
import { address } from './address';
import { company } from './company';
import type { Entity } from './entity';
import { feedback } from './feedback';
import { historyEntry } from './historyEntry';
import { membership } from './membership';
import { office } from './office';

export const ENTITIES: readonly Entity[] = [office, membership, historyEntry, address, feedback, company];

/** `{ offices: 'companies/:companyId/offices', … }` for createDataProvider. */
export const RESOURCE_PATHS: Record<string, string> = Object.fromEntries(ENTITIES.map((entity) => [entity.resource, entity.path]));
