/**
 * A date field in the Finnish form: shows dd.MM.yyyy, takes 1.5.2026 as typed,
 * and hands the form yyyy-MM-dd (SPEC §9) once the text is a real day; until
 * then the text itself, which the form's schema answers with a Finnish message.
 * Not the browser's date input: its format follows the browser's language
 * (mm/dd/yyyy in an English Chrome), not the portal's.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { dateInputText, parseDateInput } from '../../domain/dates';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'error'> & {
  value: string;
  onChange: (value: string) => void;
  /** The field's error message, shown instead of the format hint. */
  error?: string;
};

export function DateInput({ value, onChange, error, helperText, onBlur, ...rest }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState(() => dateInputText(value));
  const emitted = useRef(value);
  // A value set from outside (a reset, another entry opened) replaces the text.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(dateInputText(value));
    }
  }, [value]);

  return (
    <TextField
      {...rest}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        emitted.current = parseDateInput(typed) ?? typed.trim();
        onChange(emitted.current);
      }}
      onBlur={(event) => {
        const iso = parseDateInput(text);
        if (iso) setText(dateInputText(iso));
        onBlur?.(event);
      }}
      placeholder={translate('pateva.dateInput.placeholder')}
      error={!!error}
      helperText={error ?? helperText ?? translate('pateva.dateInput.hint')}
      slotProps={{ ...rest.slotProps, inputLabel: { shrink: true }, htmlInput: { autoComplete: 'off' } }}
    />
  );
}
