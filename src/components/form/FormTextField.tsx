/** A labelled text input of our forms: value in, change out by field name, error as helper text. */
import TextField from '@mui/material/TextField';

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
}

export function FormTextField({ name, label, value, onChange, error, helperText, type = 'text', ...rest }: Props) {
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={label}
      value={value}
      type={type}
      onChange={(event) => onChange(name, event.target.value)}
      error={!!error}
      helperText={error ?? helperText}
      fullWidth
      margin="normal"
      {...rest}
    />
  );
}
