/**
 * Tarjouspaketit, company offer packs (SPEC §2 modal screen, default state 'listing'): the
 * declaration's views (entityResource). Listing is the section itself, with each pack's PDF download;
 * adding and changing one are addresses below it (`…/offer-packs/new`, `…/offer-packs/3/edit`), so a
 * form closed or left with Back opens afresh (SPEC §4). The form (SPEC §3: name, referenceIds) picks
 * the company's own references in the order chosen, the PDF's order. Changed with references_projects.
 */
import { Alert, Checkbox, FormControlLabel, FormHelperText, Link, Stack, Typography } from '@mui/material';
import { FunctionField, useGetList, useInput, useTranslate } from 'react-admin';
import { entityResource } from '../../../components/entity/entityResource';
import { usePanelParent } from '../../../components/entity/EntityPanel';
import { API_BASE } from '../../../dataProvider/httpClient';
import { labelKey } from '../../../domain/entities/entity';
import { offerPack, type OfferPack } from '../../../domain/entities/offerPack';

export const offerPackPdfPath = (companyId: number, packId: number) => `${API_BASE}/companies/${companyId}/offer-packs/${packId}/pdf`;

interface ReferenceOption {
  id: number;
  title: string;
  clientName?: string | null;
}

/** The pack's references: the company's own as checkboxes, numbered in the order they were chosen. */
function ReferencesInput({ companyId }: { companyId: number }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput<number[]>({ source: 'referenceIds', defaultValue: [] });
  const references = useGetList<ReferenceOption>('references', { meta: { companyId }, pagination: { page: 1, perPage: 200 }, sort: { field: 'title', order: 'ASC' } });
  const chosen: number[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (id: number) => field.onChange(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }} id="offer-pack-references">
        {translate(labelKey(offerPack, 'referenceIds'))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('offerPacks.orderHint')}
      </Typography>
      {references.isPending && <Typography role="status">{translate('offerPacks.referencesLoading')}</Typography>}
      {references.isError && <Alert severity="error">{translate('offerPacks.referencesFailed')}</Alert>}
      {references.data && references.data.length === 0 && <Typography>{translate('offerPacks.noReferences')}</Typography>}
      <Stack role="group" aria-labelledby="offer-pack-references">
        {references.data?.map((reference) => {
          const position = chosen.indexOf(reference.id);
          return (
            <FormControlLabel
              key={reference.id}
              control={<Checkbox checked={position >= 0} onChange={() => toggle(reference.id)} />}
              label={`${position >= 0 ? `${position + 1}. ` : ''}${reference.title}${reference.clientName ? ` – ${reference.clientName}` : ''}`}
            />
          );
        })}
      </Stack>
      {fieldState.error?.message && <FormHelperText error>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText>}
    </>
  );
}

/** The form's references input for the panel's company. */
function CompanyReferencesInput() {
  return <ReferencesInput companyId={Number(usePanelParent().companyId)} />;
}

function PdfLink({ pack }: { pack: OfferPack }) {
  const translate = useTranslate();
  return (
    <Link href={offerPackPdfPath(pack.companyId, pack.id)} aria-label={translate('offerPacks.downloadLabel', { name: pack.name })}>
      {translate('offerPacks.download')}
    </Link>
  );
}

export const offerPacks = entityResource({
  entity: offerPack,
  permission: 'references_projects',
  texts: { prefix: 'offerPacks', created: 'offerPacks.toasts.created', updated: 'offerPacks.toasts.updated', deleted: 'offerPacks.toasts.deleted' },
  recordName: (record) => (record as OfferPack).name,
  sort: { field: 'name', order: 'ASC' },
  intro: 'offerPacks.intro',
  extraColumns: [
    <FunctionField key="count" label="resources.offer-packs.fields.referenceIds" render={(pack: OfferPack) => <ReferenceCount pack={pack} />} />,
    <FunctionField key="pdf" label="offerPacks.pdf" render={(pack: OfferPack) => <PdfLink pack={pack} />} />,
  ],
  inputs: { referenceIds: <CompanyReferencesInput /> },
});

function ReferenceCount({ pack }: { pack: OfferPack }) {
  const translate = useTranslate();
  return <>{translate('offerPacks.referenceCount', { smart_count: pack.referenceIds.length })}</>;
}
