/** Links between the auth pages; each page lists the others a visitor may need next. */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { translate } from '../../i18n/lightTranslate';
import { Link as RouterLink } from 'react-router-dom';

type Target = 'login' | 'register' | 'forgot';

const PATHS: Record<Target, string> = {
  login: '/auth/login',
  register: '/auth/register',
  forgot: '/auth/forgot-password',
};

const LABELS: Record<Target, string> = {
  login: 'auth.links.login',
  register: 'auth.links.register',
  forgot: 'auth.links.forgot',
};

interface Props {
  show: readonly Target[];
  /** A query to carry along, e.g. an invite's company_id and token, so the invite is not lost on the way. */
  search?: string;
}

export function AuthLinks({ show, search = '' }: Props) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap' }}>
      {show.map((target) => (
        <Link key={target} component={RouterLink} to={`${PATHS[target]}${search}`}>
          {translate(LABELS[target])}
        </Link>
      ))}
    </Stack>
  );
}
