/** What the page shows of one person: basic details, role and permissions, education, certificates. */
import { Box, Chip, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { givenBirthYear } from '../../../domain/companyPeople';
import { COMPANY_PERMISSION_LABELS, COMPANY_PERMISSIONS } from '../../../domain/companyPermissions';
import { formatDate } from '../../../domain/formats';
import { useLookup } from '../../../components/entity/useLookup';
import type { Describable } from '../../../domain/api/describables';
import type { CompanyPerson } from '../../../domain/entities/companyPerson';
import { EDUCATION_DEGREE_LOOKUP, EDUCATION_LEVEL_LOOKUP } from '../../../domain/entities/education';
import { labelKey } from '../../../domain/entities/entity';
import { person as personEntity } from '../../../domain/entities/person';
import { displayRoleKeys, fullName, roleKey, shownEmail, shownPhoneOf } from './labels';

const nameOf = (list: Describable[] | undefined, id: number | null) =>
  id === null ? null : (list?.find((item) => item.id === id)?.shortDescription ?? null);

function Detail({ label, value }: { label: string; value: string | number | null }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: 600, minWidth: 180 }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0 }}>{value === null || value === '' ? '–' : value}</Typography>
    </Box>
  );
}

export function PersonDetails({ person }: { person: CompanyPerson }) {
  const translate = useTranslate();
  const degrees = useLookup(EDUCATION_DEGREE_LOOKUP).data;
  const levels = useLookup(EDUCATION_LEVEL_LOOKUP).data;
  const field = (name: keyof typeof personEntity.fields) => translate(labelKey(personEntity, name));
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
        <Detail label={field('email')} value={shownEmail(person)} />
        <Detail label={field('phone')} value={shownPhoneOf(person)} />
        <Detail label={field('birthYear')} value={givenBirthYear(person.person.birthYear)} />
        <Detail label={field('contactLanguage')} value={translate(`company.people.languages.${person.person.contactLanguage}`, { _: person.person.contactLanguage })} />
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
                nameOf(degrees, e.educationDegreeId) ?? e.description,
                nameOf(levels, e.educationLevelId),
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
