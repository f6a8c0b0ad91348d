/** The record of past restructurings (GET /company-restructurings) on the area's front page. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { API_BASE } from '../../dataProvider/httpClient';
import { listRestructurings } from '../../domain/api/companyRestructuringActions';
import { formatDateTime } from '../../domain/formats';

export function PastRestructurings() {
  const translate = useTranslate();
  const { data, isPending, isError } = useActionQuery(listRestructurings, {});
  return (
    <Card component="section" aria-labelledby="past-restructurings-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="past-restructurings-title" variant="h6" component="h2">
          {translate('companyRestructuring.past.title')}
        </Typography>
        {isPending && <Typography role="status">{translate('companyRestructuring.past.loading')}</Typography>}
        {isError && <Alert severity="error">{translate('companyRestructuring.past.failed')}</Alert>}
        {data && data.data.length === 0 && <Typography>{translate('companyRestructuring.past.empty')}</Typography>}
        {data && data.data.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.data.map((record) => (
              <Box component="li" key={record.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  {translate('companyRestructuring.past.line', { from: `${record.moveFrom.name} (${record.moveFrom.businessId})`, to: `${record.beMoved.name} (${record.beMoved.businessId})` })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('companyRestructuring.past.by', { date: formatDateTime(record.createdAt), name: record.by?.name ?? '–' })}
                </Typography>
                <Typography variant="body2">
                  {translate('companyRestructuring.past.moved', {
                    references: record.moved.references.length,
                    projects: record.moved.projects.length,
                    people: record.moved.people.length,
                    certificates: record.moved.certificates.length,
                    applications: record.moved.applications.length,
                  })}
                </Typography>
                {record.document && (
                  <Link href={`${API_BASE}/company-restructurings/${record.id}/document`} target="_blank" rel="noopener" variant="body2">
                    {translate('companyRestructuring.past.document')}: {record.document.name}
                  </Link>
                )}
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
