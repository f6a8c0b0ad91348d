/**
 * The form inputs of an entity, from its declaration: one input per field placed
 * in forms, of the field's kind, labelled `resources.<resource>.fields.<field>`.
 * `overrides` replaces a field's input where a view needs more (SPEC page states).
 */
import type { ReactElement } from 'react';
import { BooleanInput, ReferenceInput, TextInput } from 'react-admin';
import { fieldsShown, labelKey, type Entity } from '../../domain/entities/entity';
import type { Field } from '../../domain/entities/fields';
import { CountryInput } from './CountryInput';
import { EntityDateInput } from './EntityDateInput';
import { LookupInput } from './LookupInput';

interface Props {
  entity: Entity;
  overrides?: Partial<Record<string, ReactElement | null>>;
}

function input(entity: Entity, source: string, field: Field): ReactElement {
  const common = { source, label: labelKey(entity, source), fullWidth: true, isRequired: field.required };
  switch (field.kind) {
    case 'date':
      return <EntityDateInput key={source} {...common} />;
    case 'boolean':
      return <BooleanInput key={source} source={source} label={common.label} />;
    case 'lookup':
      return <LookupInput key={source} {...common} lookup={field.lookup ?? ''} only={field.choices} emptyText="pateva.entity.choose" />;
    case 'country':
      return <CountryInput key={source} {...common} />;
    case 'reference':
      return <ReferenceInput key={source} source={source} reference={field.reference ?? ''} label={common.label} />;
    default:
      return <TextInput key={source} {...common} multiline={field.multiline} minRows={field.multiline ? 2 : undefined} />;
  }
}

export function EntityInputs({ entity, overrides = {} }: Props) {
  return (
    <>
      {fieldsShown(entity, 'form').map(([source, field]) => {
        const override = overrides[source];
        return override === undefined ? input(entity, source, field) : override && { ...override, key: source };
      })}
    </>
  );
}
