/** The education degree and level lists (GET /descriptions/education-degrees, education-levels). */
import { peopleApi } from './api';
import type { Describable } from '../../../domain/api/describables';
import { useResource } from '../../../components/data/useResource';

export interface EducationLookups {
  degrees: Describable[];
  levels: Describable[];
}

export function useEducationLookups() {
  // Both lists are cached by peopleApi.lookup, so they go through useResource rather than useApiResource.
  return useResource<EducationLookups>('education-lookups', () =>
    Promise.all([peopleApi.lookup('education-degrees'), peopleApi.lookup('education-levels')]).then(([degrees, levels]) => ({ degrees, levels })),
  );
}

export const nameOf = (list: Describable[] | undefined, id: number | null) =>
  id === null ? null : (list?.find((item) => item.id === id)?.shortDescription ?? null);
