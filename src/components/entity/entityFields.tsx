/**
 * The fields of an entity as react-admin fields, for a Datagrid's columns
 * (`where` 'list') or a show layout ('show'). A function, not a component:
 * react-admin reads the column headers from its direct children's props.
 */
import type { ReactElement } from 'react';
import { ZodBoolean } from 'zod';
import { BooleanField, FunctionField, TextField } from 'react-admin';
import { fieldsShown, labelKey, type Entity } from '../../domain/entities/entity';
import type { Field } from '../../domain/entities/fields';
import { DayField } from './DayField';
import { LookupField } from './LookupField';

/** A computed value's text: a named thing shows its name. */
function computedText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  return typeof value === 'object' ? '' : String(value);
}

function field(entity: Entity, source: string, declared: Field): ReactElement {
  const common = { source, label: labelKey(entity, source), sortable: !!declared.sortable || declared.kind === 'id' };
  switch (declared.kind) {
    case 'date':
      // An optional date left empty is open (e.g. a history entry without an end): a dash, not a blank.
      return <DayField key={source} {...common} emptyText={declared.required ? '' : '–'} />;
    case 'datetime':
      return <DayField key={source} {...common} withTime />;
    case 'boolean':
      return <BooleanField key={source} {...common} />;
    case 'lookup':
      return <LookupField key={source} {...common} lookup={declared.lookup ?? ''} />;
    case 'object':
      // A computed yes/no (an invite has expired) shows as the stored ones do.
      return declared.output instanceof ZodBoolean ? (
        <BooleanField key={source} {...common} />
      ) : (
        <FunctionField key={source} {...common} render={(record) => computedText(record[source])} />
      );
    default:
      return <TextField key={source} {...common} sx={declared.multiline ? { whiteSpace: 'pre-line' } : undefined} />;
  }
}

export function entityFields(
  entity: Entity,
  where: 'list' | 'show',
  overrides: Partial<Record<string, ReactElement | null>> = {},
): ReactElement[] {
  return fieldsShown(entity, where).flatMap(([source, declared]) => {
    const override = overrides[source];
    if (override === null) return [];
    return [override ? { ...override, key: source } : field(entity, source, declared)];
  });
}
