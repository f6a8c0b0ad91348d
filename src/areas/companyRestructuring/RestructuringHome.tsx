/** The /company-restructuring front page: what the area is for, the wizard, and the restructurings done. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { PastRestructurings } from './PastRestructurings';
import { RestructuringWizard } from './RestructuringWizard';

export function RestructuringHome() {
  const translate = useTranslate();
  const title = translate('companyRestructuring.title');
  return (
    <>
      <Title title={title} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography>{translate('companyRestructuring.intro')}</Typography>
        </CardContent>
      </Card>
      <RestructuringWizard />
      <PastRestructurings />
    </>
  );
}
