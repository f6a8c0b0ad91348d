/** Browser validation from the declaration: the server's rules under the record's own keys (formSchema). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { formSchema, type Entity } from '../../domain/entities/entity';

export function useEntityResolver(entity: Entity) {
  // raw: the form submits what was typed; the server normalises (trims, defaults) with the same rules.
  return useMemo(() => zodResolver(formSchema(entity) as never, undefined, { raw: true }), [entity]);
}
