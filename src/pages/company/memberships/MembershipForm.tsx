/** Adding a membership: a union from the lookup list and a free description. */
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { useResource } from '../../../components/data/useResource';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { serverFieldErrors, useApiAction } from '../../../components/form/useApiAction';
import { validate, type FieldErrors } from '../../../components/form/validate';
import { createMembershipSchema } from '../../../domain/schemas/memberships';
import { membershipsApi } from './api';

const FIELDS = ['company_membership_union_id', 'description'] as const;

interface Props {
  companyId: number;
  /** Unions the company already belongs to: not offered again. */
  takenUnionIds: number[];
  onAdded: () => void;
}

export function MembershipForm({ companyId, takenUnionIds, onAdded }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  // The lookup list is cached by membershipsApi, so it goes through useResource rather than useApiList.
  const unions = useResource('company_membership_union', membershipsApi.unions);
  const [unionId, setUnionId] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { sending, error, run } = useApiAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(createMembershipSchema, { company_membership_union_id: unionId, description });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const result = await run(() => membershipsApi.add(companyId, checked.data));
    if (result.ok) {
      toast('success', 'memberships.added');
      setUnionId('');
      setDescription('');
      onAdded();
    } else {
      setErrors(serverFieldErrors(result.error));
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 3, maxWidth: 560 }}>
      <Typography variant="h6" component="h3">{translate('memberships.addTitle')}</Typography>
      <ErrorMessage error={error} fields={FIELDS} />
      <TextField
        select
        id="membership-union"
        label={translate('memberships.union')}
        required
        fullWidth
        margin="normal"
        value={unionId}
        onChange={(event) => setUnionId(event.target.value)}
        error={!!errors.company_membership_union_id}
        helperText={errors.company_membership_union_id ?? (unions.status === 'failed' ? translate('memberships.unionsFailed') : undefined)}
      >
        {(unions.status === 'loaded' ? unions.data : []).map((union) => (
          <MenuItem key={union.id} value={String(union.id)} disabled={takenUnionIds.includes(union.id)}>
            {union.shortDescription}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="membership-description"
        label={translate('memberships.description')}
        fullWidth
        margin="normal"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={!!errors.description}
        helperText={errors.description}
      />
      <SubmitButton sending={sending} fullWidth={false}>{translate('memberships.add')}</SubmitButton>
    </Box>
  );
}
