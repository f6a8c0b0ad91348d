/** The submit button of a form: disabled with a spinner while the request is on its way. */
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface Props {
  sending: boolean;
  children: ReactNode;
  fullWidth?: boolean;
}

export function SubmitButton({ sending, children, fullWidth = true }: Props) {
  return (
    <Button type="submit" variant="contained" loading={sending} disabled={sending} fullWidth={fullWidth} sx={{ mt: 2 }}>
      {children}
    </Button>
  );
}
