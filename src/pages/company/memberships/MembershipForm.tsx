/** Adding a membership: a union from the lookup list and a free description. */
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { serverFieldErrors, useApiAction } from '../../../components/form/useApiAction';
import { validate, type FieldErrors } from '../../../components/form/validate';
import { createMembershipSchema } from '../../../domain/schemas/memberships';
import type { Describable } from '../../../domain/api/describables';
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
  const [unions, setUnions] = useState<Describable[] | null>(null);
  const [unionsFailed, setUnionsFailed] = useState(false);
  const [unionId, setUnionId] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { sending, error, run } = useApiAction();

  useEffect(() => {
    let live = true;
    membershipsApi.unions().then(
      (list) => live && setUnions(list),
      () => live && setUnionsFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

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
        helperText={errors.company_membership_union_id ?? (unionsFailed ? translate('memberships.unionsFailed') : undefined)}
      >
        {(unions ?? []).map((union) => (
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
