/**
 * A qualification application's own parts (types 1–3): the classification industries (the
 * industries modal), each with its requirements and references (IndustryReferences), the offices
 * the application covers and the industry description.
 */
import { Alert, Checkbox, FormControlLabel, FormGroup, Link, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { IndustriesInput } from '../../../components/industries/IndustriesInput';
import { useIndustryTree } from '../../../components/industries/useIndustryTree';
import type { Application, ApplicationRequirement } from '../../../domain/api/applications';
import { applicationType } from '../../../domain/applications';
import type { ApplicationDraft } from '../../../domain/applicationForm';
import type { Office } from '../../../domain/entities/office';
import type { Reference } from '../../../domain/entities/reference';
import { FieldErrors } from './FieldErrors';
import { familyFields } from './CommonFields';
import { toSnakeCase } from '../../../domain/caseKeys';
import { application as applicationEntity } from '../../../domain/entities/application';
import { labelKey } from '../../../domain/entities/entity';
import type { FormErrors } from './fieldErrors';
import { IndustryReferences, type AttachedReference } from './IndustryReferences';

interface Props {
  companyId: number;
  application: Application;
  draft: ApplicationDraft;
  set: (change: Partial<ApplicationDraft>) => void;
  editable: boolean;
  errors: FormErrors;
}

export function QualificationFields(props: Props) {
  return (
    <>
      <IndustriesSection {...props} />
      <OfficesSection {...props} />
      <DescriptionField {...props} />
    </>
  );
}

function IndustriesSection({ companyId, application, draft, set, editable, errors }: Props) {
  const translate = useTranslate();
  const headingId = useId();
  const { byId } = useIndustryTree();
  const { data: companyReferences = [], isPending } = useGetList<Reference>('references', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'DESC' },
    meta: { companyId },
  });
  const kind = applicationType(application.applicationTypeId)?.certificateKind;
  const saved = new Map(application.industries.map((industry) => [industry.classificationIndustryId, industry]));
  const referenceById = new Map(companyReferences.map((reference) => [Number(reference.id), reference]));

  /** Saved industries bring their requirements; a newly picked one those of the tree, until it is saved. */
  const requirementsOf = (industryId: number): readonly ApplicationRequirement[] | null => {
    const own = saved.get(industryId);
    if (own) return own.requirements;
    const node = byId.get(industryId);
    if (!node?.requirements) return null;
    return node.requirements
      .filter((requirement) => requirement.certificateTypeId === null || requirement.certificateTypeId === kind)
      .map((requirement) => ({
        id: Number(requirement.id),
        certificateTypeId: requirement.certificateTypeId ?? null,
        minTotalBilling: requirement.minTotalBilling ?? null,
        maxReferenceAge: requirement.maxReferenceAge ?? null,
        minReferenceCount: requirement.minReferenceCount ?? null,
        fileTypeId: requirement.fileTypeId ?? null,
        educationDegreeIds: requirement.educationDegreeIds ?? [],
        personCertificateTypeIds: requirement.personCertificateTypeIds ?? [],
      }));
  };

  const attached = (industryId: number, referenceIds: readonly number[]): AttachedReference[] =>
    referenceIds.map((referenceId) => {
      const known = saved.get(industryId)?.references.find((reference) => reference.referenceId === referenceId);
      const own = referenceById.get(referenceId);
      return {
        referenceId,
        title: known?.title ?? own?.title ?? `#${referenceId}`,
        workEndDate: known?.workEndDate ?? own?.workEndDate ?? null,
        totalBilling: known?.totalBilling ?? (own?.totalBilling === undefined || own.totalBilling === null ? null : Number(own.totalBilling)),
        isNew: known?.new ?? true,
      };
    });

  const nameOf = (industryId: number) => {
    const known = saved.get(industryId) ?? byId.get(industryId);
    return known ? `${known.symbolicNumber} ${known.shortDescription}` : `#${industryId}`;
  };

  return (
    <Stack id="industries" component="section" aria-labelledby={headingId} spacing={1.5} sx={{ scrollMarginTop: 80 }}>
      <Typography id={headingId} component="h3" variant="h6">{translate('applications.industries.title')}</Typography>
      {/* Read-only, the cards below name the industries; the picker and its instructions are left out. */}
      {editable && <Typography variant="body2">{translate('applications.industries.intro')}</Typography>}
      {editable && (
        <IndustriesInput
          label="applications.industries.choose"
          value={draft.industries.map((industry) => industry.classificationIndustryId)}
          onChange={(ids) =>
            set({
              industries: ids.map((id) => draft.industries.find((industry) => industry.classificationIndustryId === id) ?? { classificationIndustryId: id, referenceIds: [] }),
            })
          }
        />
      )}
      {!editable && draft.industries.length === 0 && <Typography variant="body2">{translate('applications.industries.none')}</Typography>}
      <FieldErrors messages={errors.industries} />
      {draft.industries.map((industry) => (
        <IndustryReferences
          key={industry.classificationIndustryId}
          companyId={companyId}
          industryId={industry.classificationIndustryId}
          name={nameOf(industry.classificationIndustryId)}
          requirements={requirementsOf(industry.classificationIndustryId)}
          references={attached(industry.classificationIndustryId, industry.referenceIds)}
          companyReferences={companyReferences.map((reference) => ({
            id: Number(reference.id),
            title: reference.title,
            workEndDate: reference.workEndDate ?? null,
            totalBilling: reference.totalBilling === null || reference.totalBilling === undefined ? null : Number(reference.totalBilling),
            expertises: reference.expertises ?? [],
          }))}
          referencesPending={isPending}
          editable={editable}
          onChange={(referenceIds) =>
            set({
              industries: draft.industries.map((other) => (other.classificationIndustryId === industry.classificationIndustryId ? { ...other, referenceIds } : other)),
            })
          }
        />
      ))}
    </Stack>
  );
}

function OfficesSection({ companyId, draft, set, editable, errors }: Props) {
  const translate = useTranslate();
  const headingId = useId();
  const { data: offices = [], isPending } = useGetList<Office>('offices', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, meta: { companyId } });
  const chosen = draft.companyOffices.flatMap((office) => (office.companyOfficeId == null ? [] : [office.companyOfficeId]));
  // Unticking removes the office's row; ticking adds one (an office described in words stays as it is).
  const choose = (officeId: number, checked: boolean) =>
    set({
      companyOffices: checked
        ? [...draft.companyOffices, { companyOfficeId: officeId, description: null }]
        : draft.companyOffices.filter((office) => office.companyOfficeId !== officeId),
    });
  return (
    <Stack id="offices" component="section" aria-labelledby={headingId} sx={{ scrollMarginTop: 80 }}>
      <Typography id={headingId} component="h3" variant="h6">{translate('applications.fields.offices')}</Typography>
      {editable && <Typography variant="body2">{translate('applications.fields.officesIntro')}</Typography>}
      {!editable && chosen.length === 0 && <Typography variant="body2">{translate('applications.fields.noOfficesChosen')}</Typography>}
      {editable && !isPending && offices.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('applications.fields.noOffices')} <Link component={RouterLink} to={`/companies/${companyId}/offices`}>{translate('company.sections.offices')}</Link>
        </Alert>
      )}
      <FormGroup aria-labelledby={headingId}>
        {offices.filter((office) => editable || chosen.includes(Number(office.id))).map((office) => (
          <FormControlLabel
            key={office.id}
            disabled={!editable}
            label={[office.name, office.city].filter(Boolean).join(', ')}
            control={
              <Checkbox checked={chosen.includes(Number(office.id))} onChange={(event) => choose(Number(office.id), event.target.checked)} />
            }
          />
        ))}
      </FormGroup>
      <FieldErrors messages={errors.companyOffices} />
    </Stack>
  );
}

/** The family's free texts from the declaration (the industry description): labelled by the declaration, with `applications.fields.<field>Hint`. */
function DescriptionField({ draft, set, editable, errors }: Omit<Props, 'application'>) {
  const translate = useTranslate();
  return familyFields('qualification', 'text').map((key) => (
    <TextField
      key={key}
      id={toSnakeCase(key).replace(/_/g, '-')}
      label={translate(labelKey(applicationEntity, key))}
      // Read-only, the hint has nothing to say (and a disabled hint's grey lacks contrast).
      helperText={errors[key]?.join(' ') ?? (editable ? translate(`applications.fields.${key}Hint`) : undefined)}
      error={!!errors[key]?.length}
      value={typeof draft[key] === 'string' ? draft[key] : ''}
      onChange={(event) => set({ [key]: event.target.value } as Partial<ApplicationDraft>)}
      disabled={!editable}
      multiline
      minRows={3}
      fullWidth
      sx={{ scrollMarginTop: 80 }}
    />
  ));
}
