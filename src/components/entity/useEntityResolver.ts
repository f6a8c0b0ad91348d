/** Browser validation from the declaration: the server's rules under the record's own keys (formSchema). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { formSchema, type Entity } from '../../domain/entities/entity';

export function useEntityResolver(entity: Entity): Resolver<FieldValues> {
  // formSchema is built from the declaration at run time, so its type cannot say that it reads an object: said here, once.
  const schema = formSchema(entity) as ZodType<FieldValues, FieldValues>;
  // raw: the form submits what was typed; the server normalises (trims, defaults) with the same rules.
  return useMemo(() => zodResolver(schema, undefined, { raw: true }), [schema]);
}
