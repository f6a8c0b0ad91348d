/**
 * A lookup list (SPEC §7 GET /descriptions/{name}) through the data provider,
 * cached once loaded for the whole session (react-query, no expiry): every
 * select and every shown name of that list reads the same copy.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Describable } from '../../domain/api/describables';
import type { PatevaDataProvider } from '../../dataProvider';

export function useLookup(name: string) {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  return useQuery({
    queryKey: ['lookup', name],
    queryFn: ({ signal }) => dataProvider.lookup(name, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export const lookupChoices = (entries: Describable[] | undefined) =>
  (entries ?? []).map((entry) => ({ id: entry.id, name: entry.shortDescription }));
