/**
 * editing_education: the person's whole education list in one react-admin form, each entry
 * validated by the education declaration, saved at once with the declared replaceEducations
 * action (PUT /people/:id/educations; the company people that carry the list refresh); the server applies the SPEC §5 self-edit rule
 * (src/domain/educations.ts): entries of the same degree or own description replace each other.
 */
import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useController, useFieldArray, useFormContext, useFormState, type FieldValues, type Resolver } from 'react-hook-form';
import { useActionMutation } from '../../../components/actions/useAction';
import { replaceEducations } from '../../../domain/api/educationActions';
import { useLookup } from '../../../components/entity/useLookup';
import { mapKeys, toSnakeCase } from '../../../domain/caseKeys';
import type { CompanyPerson } from '../../../domain/entities/companyPerson';
import { education, EDUCATION_DEGREE_LOOKUP, EDUCATION_LEVEL_LOOKUP, type Education, type EducationBody } from '../../../domain/entities/education';
import { formSchema, labelKey } from '../../../domain/entities/entity';
import { fullName } from './labels';
import { FormButtons, useSaveFailure } from './personForms';

/** The degree select's choice for a degree not on the list: the description is typed instead. */
const OWN = 'own';

/** One entry as the form holds it: the declaration's fields, and whether one's own degree is described. */
type Row = Partial<Record<keyof Education, unknown>> & { own: boolean };

const toRow = (e: Education): Row => ({ ...e, own: e.educationDegreeId === null });
const emptyRow = (): Row => ({ educationDegreeId: null, own: false, description: null, educationLevelId: null, educationalInstitute: null, graduationYear: null });
const filled = (value: unknown) => value !== null && value !== undefined && value !== '';
/** An untouched empty entry is not an education. */
const isEmpty = (row: Row) => !row.own && !['educationDegreeId', 'description', 'educationLevelId', 'educationalInstitute', 'graduationYear'].some((key) => filled(row[key as keyof Row]));

/** Each entry by the declaration's rules (formSchema); the values submitted are the request bodies of the entries kept. */
const resolver: Resolver<FieldValues> = async (values) => {
  const rows = (values.educations ?? []) as Row[];
  const rule = formSchema(education);
  const errors: Array<Record<string, { type: string; message: string }> | undefined> = [];
  const bodies: EducationBody[] = [];
  rows.forEach((row, index) => {
    if (isEmpty(row)) return;
    const result = rule.safeParse(row);
    if (result.success) {
      bodies.push(mapKeys(result.data as Record<string, unknown>, toSnakeCase) as EducationBody);
      return;
    }
    const rowErrors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) rowErrors[String(issue.path[0])] ??= { type: 'validate', message: issue.message };
    errors[index] = rowErrors;
  });
  return errors.some(Boolean) ? { values: {}, errors: { educations: errors } as never } : { values: { educations: bodies }, errors: {} };
};

interface Props {
  person: CompanyPerson;
  onCancel: () => void;
  onSaved: () => void;
}

export function EducationForm({ person, onCancel, onSaved }: Props) {
  const translate = useTranslate();
  const save = useActionMutation(replaceEducations);
  const failed = useSaveFailure();
  const degrees = useLookup(EDUCATION_DEGREE_LOOKUP);
  const levels = useLookup(EDUCATION_LEVEL_LOOKUP);
  const record = useMemo(
    () => ({ id: person.personId, educations: person.personEducations.length ? person.personEducations.map(toRow) : [emptyRow()] }),
    [person],
  );

  const submit = async (values: FieldValues) => {
    try {
      // One call: the server applies the SPEC §5 replacement rule to the whole list in one transaction.
      await save.mutateAsync({ params: { id: person.personId }, input: { body: { educations: values.educations as EducationBody[] } } });
      onSaved();
    } catch (error) {
      return failed(error);
    }
  };

  // The selects need their options before they show a stored degree.
  if (degrees.isPending || levels.isPending) return <Typography color="text.secondary">{translate('company.people.loading')}</Typography>;
  return (
    <Paper sx={{ p: 3, maxWidth: 760 }}>
      <Typography variant="h5" component="h2">{translate('company.people.education.title')}: {fullName(person)}</Typography>
      {(degrees.isError || levels.isError) && <Alert severity="error">{translate('company.people.education.lookupFailed')}</Alert>}
      <Form record={record} resolver={resolver} onSubmit={submit} noValidate disableInvalidFormNotification warnWhenUnsavedChanges>
        <Entries degrees={degrees.data ?? []} levels={levels.data ?? []} />
        <FormButtons onCancel={onCancel} />
      </Form>
    </Paper>
  );
}

interface Choice {
  id: number;
  shortDescription: string;
}

function Entries({ degrees, levels }: { degrees: Choice[]; levels: Choice[] }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const { fields, append, remove } = useFieldArray({ name: 'educations' });
  return (
    <>
      {fields.map((field, index) => (
        <Entry key={field.id} index={index} degrees={degrees} levels={levels} onRemove={() => remove(index)} />
      ))}
      <Button onClick={() => append(emptyRow())} sx={{ mt: 2 }} disabled={isSubmitting}>
        {translate('company.people.education.add')}
      </Button>
    </>
  );
}

function Entry({ index, degrees, levels, onRemove }: { index: number; degrees: Choice[]; levels: Choice[]; onRemove: () => void }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { isSubmitting } = useFormState();
  const name = (field: keyof Row) => `educations.${index}.${field}`;
  const degree = useController({ name: name('educationDegreeId') });
  const own = useController({ name: name('own') });
  const description = useController({ name: name('description') });
  const level = useController({ name: name('educationLevelId') });
  const institute = useController({ name: name('educationalInstitute') });
  const year = useController({ name: name('graduationYear') });
  const label = (field: keyof Education) => translate(labelKey(education, field));
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

  // "Choose a degree or describe it" belongs beside the description once "other degree" is chosen.
  const isOwn = own.field.value === true;
  const degreeError = isOwn ? undefined : degree.fieldState.error?.message;
  const descriptionError = description.fieldState.error?.message ?? (isOwn ? degree.fieldState.error?.message : undefined);

  const chooseDegree = (value: string) => {
    const ownChosen = value === OWN;
    setValue(name('own'), ownChosen);
    degree.field.onChange(ownChosen || value === '' ? null : Number(value));
    // A degree from the list needs no description of one's own.
    if (!ownChosen) setValue(name('description'), null);
  };

  const field = (suffix: string, labelled: keyof Education) => ({ id: `education-${index}-${suffix}`, label: label(labelled), disabled: isSubmitting });
  const typed = (controller: typeof description) => ({
    value: text(controller.field.value),
    onChange: controller.field.onChange,
    error: controller.fieldState.error?.message,
  });

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 2, p: 2 }}>
      <Typography component="legend" variant="subtitle2">{translate('company.people.education.entry', { number: index + 1 })}</Typography>
      <EntryField {...field('degree', 'educationDegreeId')} value={isOwn ? OWN : text(degree.field.value)} onChange={chooseDegree} error={degreeError}>
        {degrees.map((d) => (
          <MenuItem key={d.id} value={String(d.id)}>{d.shortDescription}</MenuItem>
        ))}
        <MenuItem value={OWN}>{translate('company.people.education.ownDegree')}</MenuItem>
      </EntryField>
      {isOwn && <EntryField {...field('description', 'description')} {...typed(description)} error={descriptionError} />}
      <EntryField
        {...field('level', 'educationLevelId')}
        value={text(level.field.value)}
        onChange={(value) => level.field.onChange(value === '' ? null : Number(value))}
        error={level.fieldState.error?.message}
      >
        <MenuItem value="">{translate('company.people.education.noLevel')}</MenuItem>
        {levels.map((l) => (
          <MenuItem key={l.id} value={String(l.id)}>{l.shortDescription}</MenuItem>
        ))}
      </EntryField>
      <EntryField {...field('institute', 'educationalInstitute')} {...typed(institute)} />
      <EntryField {...field('year', 'graduationYear')} {...typed(year)} />
      <Button color="error" onClick={onRemove} disabled={isSubmitting}>
        {translate('company.people.education.remove')}
      </Button>
    </Box>
  );
}

interface EntryFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled: boolean;
  /** The options of a select; without them a text input. */
  children?: ReactNode;
}

/** One input of an entry, written once: its error as helper text, a select when it has options. */
function EntryField({ id, label, value, onChange, error, disabled, children }: EntryFieldProps) {
  return (
    <TextField
      select={children !== undefined}
      fullWidth
      margin="dense"
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error}
      disabled={disabled}
    >
      {children}
    </TextField>
  );
}
