/** The company's people: name, role label, display roles, title and contact details. */
import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadState } from '../../../components/data/LoadState';
import type { Loadable } from '../../../components/data/useResource';
import type { CompanyPerson } from '../../../domain/entities/companyPerson';
import { displayRoleKeys, fullName, roleKey, shownEmail, shownPhoneOf } from './labels';

interface Props {
  state: Loadable<CompanyPerson[]> & { reload: () => void };
  canAdd: boolean;
  onAdd: () => void;
  onShow: (personId: number) => void;
}

export function PeopleList({ state, canAdd, onAdd, onShow }: Props) {
  const translate = useTranslate();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">{translate('company.people.title')}</Typography>
        {canAdd && (
          <Button variant="contained" onClick={onAdd}>{translate('company.people.addProfessional')}</Button>
        )}
      </Box>
      <LoadState
        state={state}
        loadingText="company.people.loading"
        failedText="company.people.loadFailed"
        emptyText="company.people.empty"
        retryText="company.people.retry"
      >
        {(people) => (
          <Table size="small" aria-label={translate('company.people.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('company.people.columns.name')}</TableCell>
                <TableCell>{translate('company.people.columns.role')}</TableCell>
                <TableCell>{translate('company.people.columns.displayRoles')}</TableCell>
                <TableCell>{translate('company.people.columns.title')}</TableCell>
                <TableCell>{translate('company.people.columns.contact')}</TableCell>
                <TableCell>{translate('company.people.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {people.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{fullName(p)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={translate(roleKey(p))} color={p.companyAdmin ? 'primary' : 'default'} />
                  </TableCell>
                  <TableCell>{displayRoleKeys(p).map((key) => translate(key)).join(', ') || translate('company.people.none')}</TableCell>
                  <TableCell>{p.title ?? p.person.title ?? translate('company.people.none')}</TableCell>
                  <TableCell>
                    {[shownEmail(p), shownPhoneOf(p)].filter(Boolean).join(', ') || translate('company.people.none')}
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => onShow(p.personId)} aria-label={translate('company.people.showPerson', { name: fullName(p) })}>
                      {translate('company.people.show')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </LoadState>
    </Box>
  );
}
