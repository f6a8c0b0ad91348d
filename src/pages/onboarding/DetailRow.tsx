/** One labelled fact in a description list; facts PRH left empty are not shown as blank rows. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function DetailRow({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: 600, minWidth: 180 }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0 }}>{value}</Typography>
    </Box>
  );
}
