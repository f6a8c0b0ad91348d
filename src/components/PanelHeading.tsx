/** A panel's heading (h2), with its "add" button on the right for those who may add. Texts are i18n keys. */
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  title: string;
  addLabel: string;
  /** Without it, no button. */
  onAdd?: () => void;
}

export function PanelHeading({ title, addLabel, onAdd }: Props) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h2">{translate(title)}</Typography>
      {onAdd && <Button variant="contained" onClick={onAdd}>{translate(addLabel)}</Button>}
    </Box>
  );
}
