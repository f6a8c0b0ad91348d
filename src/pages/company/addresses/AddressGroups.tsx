/** A company's addresses grouped by type, each with "Muokkaa" and (where SPEC §5 allows) "Poista" when given. */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { canRemoveAddress } from '../../../domain/addresses';
import type { Address } from '../../../domain/entities/address';
import { AddressLines } from '../../../resources/companies/AddressLines';

interface Props {
  addresses: Address[];
  /** `summary` names an address in the buttons' labels. */
  summary: (address: Address) => string;
  actions?: { edit: (address: Address) => void; remove: (address: Address) => void };
}

export function AddressGroups({ addresses, summary, actions }: Props) {
  const translate = useTranslate();
  const types = [...new Set(addresses.map((a) => a.addressTypeId))].sort((a, b) => a - b);
  return (
    <Stack spacing={2}>
      {types.map((typeId) => (
        <Box component="section" key={typeId} aria-label={translate(`pateva.address.types.${typeId}`, { _: String(typeId) })}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate(`pateva.address.types.${typeId}`, { _: String(typeId) })}
          </Typography>
          <Stack spacing={1}>
            {addresses
              .filter((a) => a.addressTypeId === typeId)
              .map((address) => (
                // On a phone the buttons go under a long address (a web address is one long word) rather than past the screen.
                <Box key={address.id} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', columnGap: 2, py: 0.5 }}>
                  <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    <AddressLines address={address} />
                  </Box>
                  {actions && (
                    <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, ml: 'auto' }}>
                      <Button size="small" aria-label={translate('addresses.editLabel', { text: summary(address) })} onClick={() => actions.edit(address)}>
                        {translate('addresses.edit')}
                      </Button>
                      {canRemoveAddress(address) && (
                        <Button size="small" color="error" aria-label={translate('addresses.removeLabel', { text: summary(address) })} onClick={() => actions.remove(address)}>
                          {translate('addresses.remove')}
                        </Button>
                      )}
                    </Box>
                  )}
                </Box>
              ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
