/**
 * /saavutettavuusseloste (issue 9 #17): the accessibility statement Finnish law 306/2019
 * asks for, public and reachable from every page's footer, with a feedback channel.
 * Loaded on demand and without react-admin, like the sign-in pages.
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { fiAccessibility } from '../../i18n/fiAccessibility';
import { AuthCard } from '../auth/AuthCard';
import { AccessibilityFeedbackForm } from './AccessibilityFeedbackForm';

const t = fiAccessibility.accessibility;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

export default function AccessibilityStatementPage() {
  return (
    <AuthCard title={t.title} wide>
      <Typography>{t.intro}</Typography>
      <Section title={t.status.title}>
        <Typography>{t.status.body}</Typography>
      </Section>
      <Section title={t.gaps.title}>
        <Typography component="ul" sx={{ pl: 3, my: 0 }}>
          <li>{t.gaps.screenReaders}</li>
          <li>{t.gaps.emails}</li>
        </Typography>
      </Section>
      <Section title={t.assessment.title}>
        <Typography>{t.assessment.body}</Typography>
      </Section>
      <Section title={t.feedback.title}>
        <Typography sx={{ mb: 1 }}>{t.feedback.body}</Typography>
        <AccessibilityFeedbackForm />
      </Section>
      <Section title={t.enforcement.title}>
        <Typography sx={{ mb: 1 }}>{t.enforcement.body}</Typography>
        <Link href="https://www.saavutettavuusvaatimukset.fi/" underline="always">
          {t.enforcement.link}
        </Link>
      </Section>
      <Typography sx={{ mt: 3 }} color="text.secondary">
        {t.dated}
      </Typography>
      <Link component={RouterLink} to="/" underline="always" sx={{ display: 'inline-block', mt: 2 }}>
        {t.back}
      </Link>
    </AuthCard>
  );
}
