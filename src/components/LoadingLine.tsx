/** A spinner with words, so screen readers also hear that something is loading. */
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function LoadingLine({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ my: 2, alignItems: "center" }}>
      <CircularProgress size={24} />
      <Typography>{text}</Typography>
    </Stack>
  );
}
