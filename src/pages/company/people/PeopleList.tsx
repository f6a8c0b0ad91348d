/** The company's people (the list context of PeopleListing): name, role label, display roles, title and contact details. */
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
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
  // Six columns do not fit a phone: there each person is a card (issue 9 #12).
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (people.length === 0) return <Typography color="text.secondary">{translate('company.people.empty')}</Typography>;
  if (phone) return <PeopleCards people={people} onShow={onShow} />;
  return (
    // Between a phone and a desktop the table scrolls by itself rather than widening the page.
    <Box sx={{ overflowX: 'auto' }}>
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
    </Box>
  );
}

function PeopleCards({ people, onShow }: { people: CompanyPerson[]; onShow: Props['onShow'] }) {
  const translate = useTranslate();
  const none = translate('company.people.none');
  const line = (labelKey: string, value: string) => (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>{translate(labelKey)}: </Box>
      {value}
    </Typography>
  );
  return (
    <Stack spacing={1} component="ul" aria-label={translate('company.people.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {people.map((p) => (
        <Card variant="outlined" component="li" key={p.id}>
          <CardContent sx={{ display: 'grid', gap: 0.5, pb: 0 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="subtitle1" component="h3">{fullName(p)}</Typography>
              <Chip size="small" label={translate(roleKey(p))} color={p.companyAdmin ? 'primary' : 'default'} />
            </Box>
            {line('company.people.columns.displayRoles', displayRoleKeys(p).map((key) => translate(key)).join(', ') || none)}
            {line('company.people.columns.title', p.title ?? p.person.title ?? none)}
            {/* An e-mail address is one long word: it may break anywhere rather than widen the card. */}
            <Box sx={{ overflowWrap: 'anywhere' }}>{line('company.people.columns.contact', [shownEmail(p), shownPhoneOf(p)].filter(Boolean).join(', ') || none)}</Box>
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => onShow(p.personId)} aria-label={translate('company.people.showPerson', { name: fullName(p) })}>
              {translate('company.people.show')}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
