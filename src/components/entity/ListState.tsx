/** A list's loading and failed states (with retry), in Finnish; the list itself once loaded. */
import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { LoadingLine } from '../LoadingLine';

interface Props {
  loadingText: string;
  failedText: string;
  children: ReactNode;
}

export function ListState({ loadingText, failedText, children }: Props) {
  const translate = useTranslate();
  const { isPending, error, refetch } = useListContext();
  if (isPending) return <LoadingLine text={translate(loadingText)} />;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch()}>
            {translate('pateva.entity.retry')}
          </Button>
        }
      >
        {translate(failedText)}
      </Alert>
    );
  }
  return <>{children}</>;
}
