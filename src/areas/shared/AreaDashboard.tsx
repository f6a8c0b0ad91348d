/** The front page of a staff area: its name, what it is for, and the way to the companies. */
import type { ReactElement } from 'react';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link, Title, useCreatePath, useGetList, useTranslate } from 'react-admin';
import type { Area } from '../../domain/permissions';

export type StaffArea = Exclude<Area, 'main'>;

/** The real number of companies, from the list's own total; nothing is shown until it is known. */
function CompanyCount({ area }: { area: StaffArea }) {
  const translate = useTranslate();
  const { total } = useGetList('companies', { pagination: { page: 1, perPage: 1 } });
  if (total === undefined) return null;
  // The board and auditors list only the companies their work ties them to (issue 18 #1), not the portal's.
  const key = area === 'board' || area === 'audit' ? 'reachableCount' : 'companyCount';
  return <Typography sx={{ mt: 1 }}>{translate(`pateva.dashboard.${key}`, { smart_count: total })}</Typography>;
}

export function AreaDashboard({ area }: { area: StaffArea }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const title = translate(`pateva.dashboard.${area}.title`);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography>{translate(`pateva.dashboard.${area}.welcome`)}</Typography>
        <CompanyCount area={area} />
      </CardContent>
      <CardActions>
        <Button component={Link} to={createPath({ resource: 'companies', type: 'list' })}>
          {translate('pateva.dashboard.companiesLink')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** One stable component per area: react-admin takes the dashboard as a component type. */
export const AREA_DASHBOARDS: Record<StaffArea, () => ReactElement> = {
  office: () => <AreaDashboard area="office" />,
  board: () => <AreaDashboard area="board" />,
  audit: () => <AreaDashboard area="audit" />,
  companyRestructuring: () => <AreaDashboard area="companyRestructuring" />,
};
