/** The company's people (the list context of PeopleListing): name, role label, display roles, title and contact details. */
import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { ListState } from '../../../components/entity/ListState';
import type { CompanyPerson } from '../../../domain/entities/companyPerson';
import { displayRoleKeys, fullName, roleKey, shownEmail, shownPhoneOf } from './labels';

interface Props {
  canAdd: boolean;
  onAdd: () => void;
  onShow: (personId: number) => void;
}

export function PeopleList({ canAdd, onAdd, onShow }: Props) {
  const translate = useTranslate();
  const { total, perPage } = useListContext<CompanyPerson>();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">{translate('company.people.title')}</Typography>
        {canAdd && (
          <Button variant="contained" onClick={onAdd}>{translate('company.people.addProfessional')}</Button>
        )}
      </Box>
      <ListState loadingText="company.people.loading" failedText="company.people.loadFailed">
        <PeopleTable onShow={onShow} />
        {/* A company of many people is read a page at a time; a short list needs no pager. */}
        {(total ?? 0) > perPage && <Pagination rowsPerPageOptions={[]} />}
      </ListState>
    </Box>
  );
}

function PeopleTable({ onShow }: Pick<Props, 'onShow'>) {
  const translate = useTranslate();
  const { data: people = [] } = useListContext<CompanyPerson>();
  if (people.length === 0) return <Typography color="text.secondary">{translate('company.people.empty')}</Typography>;
  return (
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
  );
}
