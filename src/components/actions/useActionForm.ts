/**
 * A form for a declared action: react-hook-form with the zod resolver of the action's body schema,
 * so the browser refuses what the server would, with the same Finnish messages; on submit the
 * action runs (useActionMutation: the queries it touches refresh), and a 422's field messages land
 * on the form's fields. A message for no field of the form (or a 409) is the form's general error
 * (`generalError`). The form's values are the body itself: snake_case, as the wire has them.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { ZodType } from 'zod';
import type { ActionInput } from '../../dataProvider/actions';
import { toSnakeCase } from '../../domain/caseKeys';
import type { ActionAnswer, ActionBody, ActionParams, AnyAction } from '../../domain/api/action';
import { useToast } from '../../areas/shared/notify';
import { httpFieldErrors, serverMessage } from '../form/httpErrorFields';
import { useActionMutation } from './useAction';

export interface UseActionFormOptions<Act extends AnyAction> {
  defaultValues: ActionBody<Act>;
  /** The toast after success (a fi.ts key or a text). */
  success?: string;
  /** The general error when the server gave no message of its own (a fi.ts key). */
  failure?: string;
  onSuccess?: (answer: ActionAnswer<Act>) => void;
}

const ROOT_ERROR = 'root.server';

export function useActionForm<Act extends AnyAction>(action: Act, params: ActionParams<Act>, options: UseActionFormOptions<Act>) {
  type Values = ActionBody<Act> & FieldValues;
  const translate = useTranslate();
  const toast = useToast();
  const resolver = useMemo(() => {
    if (!action.body) throw new Error(`${action.path}: an action form needs a body schema`);
    // The body schema reads the form's values (its input type); raw: the server normalises (trims, defaults) by the same rules.
    return zodResolver(action.body as ZodType<FieldValues, FieldValues>, undefined, { raw: true }) as unknown as Resolver<Values>;
  }, [action]);
  const form = useForm<Values>({ resolver, defaultValues: options.defaultValues as DefaultValues<Values> });
  const mutation = useActionMutation(action);

  /** Runs the action with the form's values: true when it was saved; a refusal's messages land on the form. */
  const save = async (values: Values): Promise<boolean> => {
    let answer: ActionAnswer<Act>;
    // The values passed the body schema (the resolver): they are the body; TypeScript cannot see it through the generic.
    try {
      answer = await mutation.mutateAsync({ params, input: { body: values } as unknown as ActionInput<Act> });
    } catch (error) {
      let general = serverMessage(error);
      for (const [name, message] of Object.entries(httpFieldErrors(error))) {
        // The data provider names fields camelCase; the form holds the body's snake_case names.
        const field = toSnakeCase(name) as Path<Values>;
        if (form.getValues(field) === undefined) general ??= message;
        else form.setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      if (general || !Object.keys(httpFieldErrors(error)).length) form.setError(ROOT_ERROR, { type: 'server', message: general ?? translate(options.failure ?? 'pateva.errors.server') });
      return false;
    }
    if (options.success) toast('success', options.success);
    options.onSuccess?.(answer);
    return true;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    await save(values);
  });
  /** Submits from outside the form's own button (a step before another action): whether the values were valid and saved. */
  const submit = async (): Promise<boolean> => {
    let saved = false;
    await form.handleSubmit(async (values) => {
      saved = await save(values);
    })();
    return saved;
  };

  return {
    form,
    onSubmit,
    submit,
    pending: form.formState.isSubmitting || mutation.isPending,
    /** The server's message that belongs to no field of the form. */
    generalError: form.formState.errors.root?.server?.message,
    /** A field's message (browser's or server's), for helperText: `fieldError('questions.0')`. */
    fieldError: (name: string): string | undefined => form.getFieldState(name as Path<Values>, form.formState).error?.message,
  };
}
