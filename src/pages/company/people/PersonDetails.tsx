/** What the page shows of one person: basic details, role and permissions, education, certificates. */
import { Box, Chip, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { givenBirthYear } from '../../../domain/companyPeople';
import { COMPANY_PERMISSION_LABELS, COMPANY_PERMISSIONS } from '../../../domain/companyPermissions';
import { formatDate } from '../../../domain/formats';
import { shownPhone } from '../../../domain/phone';
import { displayRoleKeys, fullName, roleKey } from './labels';
import type { CompanyPersonDetails } from '../../../domain/api/people';
import { nameOf, useEducationLookups } from './useEducationLookups';

function Detail({ label, value }: { label: string; value: string | number | null }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: 600, minWidth: 180 }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0 }}>{value === null || value === '' ? '–' : value}</Typography>
    </Box>
  );
}

export function PersonDetails({ person }: { person: CompanyPersonDetails }) {
  const translate = useTranslate();
  const lookups = useEducationLookups();
  const loaded = lookups.status === 'loaded' ? lookups.data : undefined;
  const field = (name: string) => translate(`company.people.fields.${name}`);
  const permissions = COMPANY_PERMISSIONS.filter((p) => person.permissions.includes(p));
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h2">{fullName(person)}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
        <Chip label={translate(roleKey(person))} color={person.companyAdmin ? 'primary' : 'default'} />
        {displayRoleKeys(person).map((key) => (
          <Chip key={key} label={translate(key)} variant="outlined" />
        ))}
      </Box>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>{translate('company.people.details.basic')}</Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Detail label={field('title')} value={person.title ?? person.person.title} />
        <Detail label={field('email')} value={person.email ?? person.person.email} />
        <Detail label={field('phone')} value={shownPhone(person.phone ?? person.person.phone)} />
        <Detail label={field('birth_year')} value={givenBirthYear(person.person.birthYear)} />
        <Detail label={field('contact_language')} value={translate(`company.people.languages.${person.person.contactLanguage}`, { _: person.person.contactLanguage })} />
      </Box>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>{translate('company.people.details.companyRoles')}</Typography>
      {person.companyAdmin ? (
        <Typography>{translate('company.people.details.allPermissions')}</Typography>
      ) : permissions.length === 0 ? (
        <Typography color="text.secondary">{translate('company.people.details.noPermissions')}</Typography>
      ) : (
        <Box component="ul" sx={{ my: 0 }}>
          {permissions.map((p) => (
            <li key={p}>{COMPANY_PERMISSION_LABELS[p]}</li>
          ))}
        </Box>
      )}
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>{translate('company.people.details.educations')}</Typography>
      {person.personEducations.length === 0 ? (
        <Typography color="text.secondary">{translate('company.people.details.noEducations')}</Typography>
      ) : (
        <Box component="ul" sx={{ my: 0 }}>
          {person.personEducations.map((e) => (
            <li key={e.id}>
              {[
                nameOf(loaded?.degrees, e.educationDegreeId) ?? e.description,
                nameOf(loaded?.levels, e.educationLevelId),
                e.educationalInstitute,
                e.graduationYear,
              ]
                .filter((part) => part !== null && part !== '')
                .join(', ')}
            </li>
          ))}
        </Box>
      )}
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>{translate('company.people.details.certificates')}</Typography>
      {person.personCertificates.length === 0 ? (
        <Typography color="text.secondary">{translate('company.people.details.noCertificates')}</Typography>
      ) : (
        <Box component="ul" sx={{ my: 0 }}>
          {person.personCertificates.map((c) => (
            <li key={c.id}>
              {[c.certificateName, c.certificateNumber, c.issuer].filter(Boolean).join(', ')}
              {(c.validFrom || c.validUntil) &&
                ` (${translate('company.people.details.validity', { from: formatDate(c.validFrom), until: formatDate(c.validUntil) })})`}
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
