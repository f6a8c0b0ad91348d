/**
 * A labelled text input of our hand-made forms — the sign-in pages and the
 * onboarding — looking as react-admin's inputs do (filled, small, full width;
 * error as helper text). Built from FormControl and FilledInput rather than
 * TextField: TextField also brings Select, Menu, Popover and Modal, a fifth of
 * the sign-in pages' MUI code, and this file must import no react-admin.
 */
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (name: string, value: string) => void;
  error?: string;
  helperText?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** A message of several lines, this many at least. */
  rows?: number;
}

export function FormTextField({ name, label, value, onChange, error, helperText, type = 'text', autoComplete, required, disabled, autoFocus, rows }: Props) {
  const id = `field-${name}`;
  const help = error ?? helperText;
  const helpId = help ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="filled" size="small" margin="normal" fullWidth error={!!error} required={required} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput id={id} name={name} type={type} value={value} autoComplete={autoComplete} autoFocus={autoFocus}
        multiline={rows !== undefined} minRows={rows}
        onChange={(event) => onChange(name, event.target.value)} inputProps={{ 'aria-describedby': helpId }} />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
