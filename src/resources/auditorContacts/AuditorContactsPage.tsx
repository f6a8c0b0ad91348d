/**
 * "Auditoijat", the auditor contacts list of SPEC §2 (issue 21), in /office and /audit: the people
 * holding an audit certificate role with their e-mail, phone, roles and open audits. Its search is
 * SPEC §3's: paginate true and page 1 to begin with, `q` matching the name or e-mail; a new search
 * starts again from page 1.
 */
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { auditorContacts, type AuditorContact } from '../../domain/api/auditorCostActions';

const T = (key: string) => `pateva.auditorContacts.${key}`;
/** How long typing pauses before the search is asked (one request per word, not per letter). */
const SEARCH_PAUSE_MS = 300;

/** SPEC §3 auditor contacts search: paginate (true), page (1). */
function useContactSearch() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = { paginate: 'true' as const, page, ...(q ? { q } : {}) };
  return { text, setText, page, setPage, query };
}

function Roles({ contact }: { contact: AuditorContact }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {contact.roles.map((role) => (
        <Chip key={role} size="small" variant="outlined" label={translate(T(`role.${role}`))} />
      ))}
    </Stack>
  );
}

function ContactCards({ contacts }: { contacts: AuditorContact[] }) {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {contacts.map((contact) => (
        <Paper component="li" key={contact.id} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{contact.name}</Typography>
          <MuiLink href={`mailto:${contact.email}`} sx={{ overflowWrap: 'anywhere' }}>
            {contact.email}
          </MuiLink>
          {contact.phone && <MuiLink href={`tel:${contact.phone}`}>{contact.phone}</MuiLink>}
          <Roles contact={contact} />
          <Typography variant="body2">
            {translate(T('openPrograms'))}: {contact.openProgramCount}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function ContactTable({ contacts }: { contacts: AuditorContact[] }) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(T('title'))}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(T('name'))}</TableCell>
            <TableCell>{translate(T('email'))}</TableCell>
            <TableCell>{translate(T('phone'))}</TableCell>
            <TableCell>{translate(T('roles'))}</TableCell>
            <TableCell align="right">{translate(T('openPrograms'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {contacts.map((contact) => (
            <TableRow key={contact.id}>
              <TableCell component="th" scope="row">
                {contact.name}
              </TableCell>
              <TableCell>
                <MuiLink href={`mailto:${contact.email}`}>{contact.email}</MuiLink>
              </TableCell>
              <TableCell>{contact.phone ? <MuiLink href={`tel:${contact.phone}`}>{contact.phone}</MuiLink> : '–'}</TableCell>
              <TableCell>
                <Roles contact={contact} />
              </TableCell>
              <TableCell align="right">{contact.openProgramCount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function AuditorContactsPage() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { text, setText, page, setPage, query } = useContactSearch();
  const list = useActionQuery(auditorContacts, {}, { query, retry: false });
  const meta = list.data?.meta;
  const contacts = list.data?.data ?? [];
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, minWidth: 0, maxWidth: 1100 }}>
      <Title title={translate(T('title'))} />
      <Typography variant="h5" component="h1">
        {translate(T('title'))}
      </Typography>
      <Paper sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
        <TextField
          id="auditor-contacts-search"
          type="search"
          label={translate(T('search'))}
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          sx={{ maxWidth: 420 }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {list.isPending && (
          <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{translate(T('loading'))}</Typography>
          </Stack>
        )}
        {list.isError && <Alert severity="error">{translate(T('loadFailed'))}</Alert>}
        {list.data && contacts.length === 0 && <Typography>{translate(T('empty'))}</Typography>}
        {contacts.length > 0 && (phone ? <ContactCards contacts={contacts} /> : <ContactTable contacts={contacts} />)}
        {meta && meta.lastPage > 1 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="nav" aria-label={translate(T('pages'))}>
            <Button onClick={() => setPage(page - 1)} disabled={page <= 1}>
              {translate(T('previous'))}
            </Button>
            <Typography variant="body2" role="status">
              {meta.currentPage} / {meta.lastPage}
            </Typography>
            <Button onClick={() => setPage(page + 1)} disabled={page >= meta.lastPage}>
              {translate(T('next'))}
            </Button>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
