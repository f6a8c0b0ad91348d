/**
 * A lookup list (SPEC §7 GET /descriptions/{name}) through the data provider,
 * cached once loaded for the whole session (react-query, no expiry): every
 * select and every shown name of that list reads the same copy.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Describable } from '../../domain/api/describables';
import type { PatevaDataProvider } from '../../dataProvider';
import { lookupList, lookupName } from '../../domain/api/describableActions';

const lookupQuery = (dataProvider: PatevaDataProvider, name: string) => ({
  queryKey: ['lookup', name],
  queryFn: ({ signal }: { signal: AbortSignal }) => dataProvider.action(lookupList, { name: lookupName(name) }, { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useLookup(name: string) {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  return useQuery(lookupQuery(dataProvider, name));
}

/**
 * Several lookup lists, as many as a view needs (the audit log: those its page's values use),
 * from the same cache as useLookup: name → its entries, for the lists loaded so far.
 */
export function useLookups(names: readonly string[]): Record<string, Describable[]> {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  return useQueries({
    queries: names.map((name) => lookupQuery(dataProvider, name)),
    combine: (results) => Object.fromEntries(names.flatMap((name, index) => (results[index]?.data ? [[name, results[index].data]] : []))),
  });
}

export const lookupChoices = (entries: Describable[] | undefined) =>
  (entries ?? []).map((entry) => ({ id: entry.id, name: entry.shortDescription }));

/** A lookup list's name of an id, for a text (a heading, a label): '' while loading, the id when unknown. */
export function useLookupNameOf(name: string): (id: number | null | undefined) => string {
  const lookup = useLookup(name);
  return (id) => (id === null || id === undefined ? '' : (lookup.data?.find((entry) => entry.id === id)?.shortDescription ?? (lookup.isPending ? '' : String(id))));
}
