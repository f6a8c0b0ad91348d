/**
 * The office certificate search's two searches (SPEC §2: valid and expired; §4: it starts at
 * valid) and their filters: the valid search takes several certificate types, the expired one a
 * single type (SPEC §3), each by default type 5 and sorted as SPEC §9 says.
 */
import { Box, MenuItem, Tab, Tabs, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { useLookup } from '../../components/entity/useLookup';
import { CERTIFICATE_TYPE_LOOKUP } from '../../domain/entities/companyCertificate';
import { DEFAULT_CERTIFICATE_TYPE_ID } from '../../domain/entities/officeCertificate';

/** react-admin's sort fields for SPEC §9's valid_to and company_name. */
export const VALID_SORT = { field: 'validUntil', order: 'DESC' } as const;
export const EXPIRED_SORT = { field: 'company', order: 'DESC' } as const;
export const VALID_FILTER = { valid: true, certificate_type_ids: [DEFAULT_CERTIFICATE_TYPE_ID] };
const EXPIRED_FILTER = { valid: false, certificate_type_id: DEFAULT_CERTIFICATE_TYPE_ID };

export function CertificateSearchBar() {
  const translate = useTranslate();
  const { filterValues, setFilters, setSort } = useListContext();
  const types = useLookup(CERTIFICATE_TYPE_LOOKUP).data ?? [];
  const expired = filterValues.valid === false || filterValues.valid === 'false';
  const [q, setQ] = useState<string>(typeof filterValues.q === 'string' ? filterValues.q : '');

  // The text search waits for a pause in typing.
  useEffect(() => {
    const current = typeof filterValues.q === 'string' ? filterValues.q : '';
    if (q === current) return;
    const timer = setTimeout(() => setFilters({ ...filterValues, q: q || undefined }, {}), 400);
    return () => clearTimeout(timer);
  }, [q, filterValues, setFilters]);

  const choose = (search: 'valid' | 'expired') => {
    setFilters({ ...(search === 'valid' ? VALID_FILTER : EXPIRED_FILTER), ...(q ? { q } : {}) }, {});
    setSort(search === 'valid' ? VALID_SORT : EXPIRED_SORT);
  };
  const selectedTypes: number[] = (Array.isArray(filterValues.certificate_type_ids) ? filterValues.certificate_type_ids : [DEFAULT_CERTIFICATE_TYPE_ID]).map(Number);

  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pt: 1 }}>
      <Tabs value={expired ? 'expired' : 'valid'} onChange={(_, value: 'valid' | 'expired') => choose(value)} aria-label={translate('officeCertificates.title')} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="valid" label={translate('officeCertificates.tabs.valid')} />
        <Tab value="expired" label={translate('officeCertificates.tabs.expired')} />
      </Tabs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, py: 2 }}>
        <TextField
          label={translate('officeCertificates.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          size="small"
          sx={{ flex: '1 1 260px' }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {expired ? (
          <TextField
            select
            size="small"
            label={translate('officeCertificates.type')}
            value={Number(filterValues.certificate_type_id ?? DEFAULT_CERTIFICATE_TYPE_ID)}
            onChange={(event) => setFilters({ ...filterValues, certificate_type_id: Number(event.target.value) }, {})}
            sx={{ minWidth: 240 }}
          >
            {types.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.shortDescription}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            select
            size="small"
            label={translate('officeCertificates.types')}
            value={selectedTypes}
            onChange={(event) => {
              const value = event.target.value as unknown as number[];
              setFilters({ ...filterValues, certificate_type_ids: value.length ? value : [DEFAULT_CERTIFICATE_TYPE_ID] }, {});
            }}
            slotProps={{ select: { multiple: true } }}
            sx={{ minWidth: 240 }}
          >
            {types.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.shortDescription}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
    </Box>
  );
}
