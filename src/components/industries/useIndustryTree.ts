/** The classification industry tree (GET /classification-industries?tree=true), read once per session through the data provider. */
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { ClassificationIndustryNode } from '../../domain/entities/classificationIndustry';

export function useIndustryTree(options: { enabled?: boolean } = {}) {
  const list = useGetList<ClassificationIndustryNode>(
    'classification-industries',
    { filter: { tree: true }, pagination: { page: 1, perPage: 100 }, sort: { field: 'sortNumber', order: 'ASC' } },
    { staleTime: 10 * 60 * 1000, enabled: options.enabled ?? true },
  );
  const byId = useMemo(() => {
    const map = new Map<number, ClassificationIndustryNode>();
    const walk = (nodes: readonly ClassificationIndustryNode[]) => {
      for (const node of nodes) {
        map.set(node.id, node);
        walk(node.children ?? []);
      }
    };
    walk(list.data ?? []);
    return map;
  }, [list.data]);
  return { tree: list.data ?? [], byId, isPending: list.isPending, error: list.error, refetch: list.refetch };
}
