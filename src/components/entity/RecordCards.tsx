/**
 * A list as cards, for a phone: each record's list fields under their labels and its
 * actions below, instead of a table wider than the screen.
 */
import { Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { Labeled, RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';

interface Props {
  fields: ReactElement[];
  emptyText: string;
  actions?: (record: RaRecord) => ReactNode;
}

export function RecordCards({ fields, emptyText, actions }: Props) {
  const translate = useTranslate();
  const { data } = useListContext();
  if (!data?.length) return <Typography sx={{ py: 2 }}>{translate(emptyText)}</Typography>;
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((record) => (
        <RecordContextProvider value={record} key={record.id}>
          <Card variant="outlined" component="li">
            <CardContent sx={{ display: 'grid', gap: 1, pb: actions ? 0 : undefined }}>
              {fields.map((field) => (
                <Labeled key={field.key} label={(field.props as { label?: string }).label}>
                  {field}
                </Labeled>
              ))}
            </CardContent>
            {actions && <CardActions sx={{ justifyContent: 'flex-end' }}>{actions(record)}</CardActions>}
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
