/** The Finnish date input (components/form/DateInput) as a react-admin form input. */
import { useInput, useTranslate, type InputProps } from 'react-admin';
import { DateInput } from '../form/DateInput';

export function EntityDateInput({ label, helperText, ...props }: InputProps) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput(props);
  const message = fieldState.error?.message;
  return (
    <DateInput
      id={field.name}
      name={field.name}
      label={typeof label === 'string' ? translate(label) : label}
      value={typeof field.value === 'string' ? field.value : ''}
      // Emptied, the date is not given (null), like an empty text input in react-admin.
      onChange={(value) => field.onChange(value === '' ? null : value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={isRequired}
      error={message ? translate(message, { _: message }) : undefined}
      helperText={typeof helperText === 'string' ? translate(helperText) : undefined}
      fullWidth
      margin="dense"
    />
  );
}
