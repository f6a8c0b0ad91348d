/** The user's companies with their role in each; a join request still waiting is marked. */
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import { Link } from 'react-router-dom';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CurrentUserCompany } from '../../domain/api/users';

export function CompanyList({ companies }: { companies: CurrentUserCompany[] }) {
  const translate = useTranslate();
  return (
    <Paper component="section" sx={{ p: 3, my: 2 }} aria-labelledby="companies-title">
      <Typography variant="h5" component="h2" id="companies-title">{translate('home.companies.title')}</Typography>
      <List>
        {companies.map((company) => (
          <ListItem key={company.id} divider secondaryAction={
            company.status === 'pending' ? (
              <Chip color="warning" variant="outlined" label={translate('home.companies.pending')} />
            ) : (
              <Chip color={company.companyAdmin ? 'primary' : 'default'}
                label={translate(company.companyAdmin ? 'home.roles.admin' : 'home.roles.user')} />
            )
          }>
            {company.status === 'active' ? (
              <ListItemButton component={Link} to={`/companies/${company.id}`} sx={{ mr: 12 }}>
                <ListItemText primary={company.name}
                  secondary={<>{translate('onboarding.fields.registrationNumber')}: <span style={{ whiteSpace: 'nowrap' }}>{company.registrationNumber}</span></>} />
              </ListItemButton>
            ) : (
              <ListItemText primary={company.name}
                secondary={<>{translate('onboarding.fields.registrationNumber')}: <span style={{ whiteSpace: 'nowrap' }}>{company.registrationNumber}</span></>} />
            )}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
