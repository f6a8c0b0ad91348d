/** One address as its display lines (rules in src/domain/addresses.ts). */
import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { addressLines, type AddressLike } from '../../domain/addresses';

export function AddressLines({ address }: { address: AddressLike }) {
  const translate = useTranslate();
  return (
    <Box>
      {addressLines(address, translate).map((line, index) => (
        <Typography key={index} variant="body2">
          {line.href ? (
            <Link href={line.href} target={line.href.startsWith('mailto:') ? undefined : '_blank'} rel="noopener noreferrer">
              {line.text}
            </Link>
          ) : (
            line.text
          )}
        </Typography>
      ))}
    </Box>
  );
}

export default AddressLines;
