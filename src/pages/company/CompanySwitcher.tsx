/** Moves between the person's companies, staying in the same section. */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CurrentUserCompany } from '../../domain/api/users';

interface Props {
  companies: CurrentUserCompany[];
  currentId: number;
  section: string;
}

export function CompanySwitcher({ companies, currentId, section }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  if (companies.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('company.switcher')}
      value={String(currentId)}
      onChange={(event) => navigate(`/companies/${event.target.value}/${section}`)}
      sx={{ minWidth: 260 }}
    >
      {companies.map((company) => (
        <MenuItem key={company.id} value={String(company.id)}>
          {company.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
