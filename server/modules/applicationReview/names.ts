/** Finnish names of application statuses and types, from the lookups (src/domain/describables.ts). */
import { DESCRIBABLES } from '../../../src/domain/describables';

const nameIn = (kind: string) => (id: number): string => DESCRIBABLES[kind]?.find((entry) => entry.id === id)?.shortDescription ?? String(id);

export const applicationStatusName = nameIn('application-statuses');
export const applicationTypeName = nameIn('application-types');
