/**
 * Referenssit (SPEC §2): the page states listing, creating, showing, editing and deleting of a
 * company's references. Listing: cards with search and filters, 16 a page (SPEC §7 defaults);
 * showing: the image carousel (SPEC §4), the industries with their reference age (SPEC §5) and the
 * client's confirmation; creating and editing: a tabbed form starting at "Projekti".
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Pagination,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  CreateBase,
  EditBase,
  Form,
  SaveButton,
  ReferenceInput,
  SelectInput,
  useDelete,
  useGetList,
  useGetOne,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { checkedTogether } from '../../../domain/entities/entity';
import { reference, type Reference } from '../../../domain/entities/reference';
import type { CompanyPerson } from '../../../domain/entities/companyPerson';
import { REFERENCE_TAB_FIELDS, REFERENCE_TABS, type ReferenceTab } from '../../../domain/referencesPage';
import { tabOf, type RecordView } from '../../../domain/recordRoutes';
import { useRecordRoute, type RecordLink } from '../../../components/records/useRecordRoute';
import { formatDate, formatDateTime, formatMoney } from '../../../domain/formats';
import { EntityInputs } from '../../../components/entity/EntityInputs';
import { useEntityResolver } from '../../../components/entity/useEntityResolver';
import { LookupField } from '../../../components/entity/LookupField';
import { useLookup } from '../../../components/entity/useLookup';
import { ImageCarousel } from '../../../components/carousel/ImageCarousel';
import { FileUpload, IMAGE_TYPES } from '../../../components/files/FileUpload';
import { FormTabs, type FormTab } from '../../../components/form/FormTabs';
import { serverMessage } from '../../../components/form/httpErrorFields';
import { useToast } from '../../../areas/shared/notify';
import { useAction, useActionMutation } from '../../../components/actions/useAction';
import { addReferenceImage, removeReferenceImage, requestReferenceConfirmation, setDefaultReferenceImage } from '../../../domain/api/referenceActions';
import { ExpertisesInput, useIndustries } from './ExpertisesInput';
import { OfferPacksButton } from '../offerPacks/OfferPacksButton';

export const REFERENCES_PER_PAGE = 16;

interface Props {
  companyId: number;
  canChange: boolean;
}

export function ReferencesPanel({ companyId, canChange }: Props) {
  const translate = useTranslate();
  const route = useRecordRoute();
  const { view } = route;
  // The removal question is asked over the record shown; it has no address of its own.
  const [deleting, setDeleting] = useState(false);
  const open = (id: number, mode: string | null = null, tab: ReferenceTab | null = null): RecordView => ({ kind: 'record', id, mode, tab });
  let content: ReactNode;
  if (view?.kind === 'list') {
    content = <ReferenceListing companyId={companyId} canChange={canChange} linkTo={(id) => route.link(open(id))} onCreate={() => route.go({ kind: 'create', tab: null })} />;
  } else if (view?.kind === 'record' && view.mode === null) {
    content = (
      <>
        <ReferenceShow companyId={companyId} id={view.id} canChange={canChange} onBack={route.close} onEdit={(tab) => route.go(open(view.id, 'edit', tab ?? null))} onDelete={() => setDeleting(true)} />
        {deleting && (
          <RemoveDialog
            companyId={companyId}
            id={view.id}
            onCancel={() => setDeleting(false)}
            onRemoved={() => {
              setDeleting(false);
              route.toList();
            }}
          />
        )}
      </>
    );
  } else if (view?.kind === 'create' || (view?.kind === 'record' && view.mode === 'edit')) {
    const id = view.kind === 'record' ? view.id : null;
    content = (
      <ReferenceForm
        companyId={companyId}
        id={id}
        tab={tabOf(view, REFERENCE_TABS)}
        onTab={(tab) => route.replace({ ...view, tab })}
        onCancel={route.close}
        // A new reference goes on to its images (SPEC §2 creating → editing); an edited one back to showing.
        onSaved={(record) => (id === null ? route.replace(open(Number(record.id), 'edit', 'images')) : route.close())}
      />
    );
  } else {
    content = (
      <Stack spacing={2}>
        <Alert severity="error">{translate('references.loadOneFailed')}</Alert>
        <Button onClick={route.toList}>{translate('references.back')}</Button>
      </Stack>
    );
  }
  return <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>{content}</Paper>;
}

interface Filters {
  q: string;
  year: string;
  client: string;
  visibility_type_id: string;
  status_id: string;
  industry_id: string;
}
const FILTER_KEYS = ['q', 'year', 'client', 'visibility_type_id', 'status_id', 'industry_id'] as const;

/** The filters and page in the list's address, so Back from a reference and a reload find the same list. */
const filtersOf = (search: URLSearchParams): Filters =>
  Object.fromEntries(FILTER_KEYS.map((key) => [key, search.get(key) ?? ''])) as unknown as Filters;
const pageOf = (search: URLSearchParams) => {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

function LookupSelect({ lookup, label, value, onChange }: { lookup: string; label: string; value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  const { data = [] } = useLookup(lookup);
  return (
    <TextField select size="small" label={translate(label)} value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 160 }}>
      <MenuItem value="">{translate('references.filters.all')}</MenuItem>
      {data.map((entry) => (
        <MenuItem key={entry.id} value={String(entry.id)}>
          {entry.shortDescription}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ReferenceListing({ companyId, canChange, linkTo, onCreate }: Props & { linkTo: (id: number) => RecordLink; onCreate: () => void }) {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  // The inputs hold what is typed (an address updates a moment later); the address keeps it.
  const [filters, setFilters] = useState<Filters>(() => filtersOf(search));
  const [page, setPageState] = useState(() => pageOf(search));
  const { data: industries = [] } = useIndustries();
  const remember = (next: Filters, nextPage: number) =>
    setSearch(
      (current) => {
        const query = new URLSearchParams(current);
        for (const key of FILTER_KEYS) {
          if (next[key] === '') query.delete(key);
          else query.set(key, next[key]);
        }
        if (nextPage > 1) query.set('page', String(nextPage));
        else query.delete('page');
        return query;
      },
      { replace: true },
    );
  const set = (key: keyof Filters) => (value: string) => {
    const next = { ...filters, [key]: value };
    setFilters(next);
    setPageState(1);
    remember(next, 1);
  };
  const setPage = (value: number) => {
    setPageState(value);
    remember(filters, value);
  };
  const filter = Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  const validYear = !filters.year || /^\d{4}$/.test(filters.year);
  const { data, total, isPending, error } = useGetList<Reference>(
    'references',
    { pagination: { page, perPage: REFERENCES_PER_PAGE }, sort: { field: 'id', order: 'DESC' }, filter: validYear ? filter : { ...filter, year: undefined }, meta: { companyId } },
    { placeholderData: (previous) => previous },
  );
  const pages = Math.max(1, Math.ceil((total ?? 0) / REFERENCES_PER_PAGE));
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }} spacing={1}>
        <Typography variant="h5" component="h2">
          {translate('references.title')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <OfferPacksButton companyId={companyId} />
          {canChange && (
            <Button variant="contained" onClick={onCreate}>
              {translate('references.add')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="search" aria-label={translate('references.filters.label')}>
        <TextField size="small" label={translate('references.filters.q')} value={filters.q} onChange={(event) => set('q')(event.target.value)} />
        <TextField size="small" label={translate('references.filters.client')} value={filters.client} onChange={(event) => set('client')(event.target.value)} />
        <TextField
          size="small"
          label={translate('references.filters.year')}
          value={filters.year}
          onChange={(event) => set('year')(event.target.value)}
          error={!validYear}
          helperText={validYear ? undefined : translate('references.filters.yearHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ width: 110 }}
        />
        <LookupSelect lookup="visibility-types" label="resources.references.fields.visibilityTypeId" value={filters.visibility_type_id} onChange={set('visibility_type_id')} />
        <LookupSelect lookup="reference-statuses" label="resources.references.fields.statusId" value={filters.status_id} onChange={set('status_id')} />
        <TextField select size="small" label={translate('references.filters.industry')} value={filters.industry_id} onChange={(event) => set('industry_id')(event.target.value)} sx={{ minWidth: 200, maxWidth: '100%' }}>
          <MenuItem value="">{translate('references.filters.all')}</MenuItem>
          {industries.map((industry) => (
            <MenuItem key={industry.id} value={String(industry.id)}>
              {industry.symbolicNumber} {industry.shortDescription}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? (
        <Alert severity="error">{translate('references.loadFailed')}</Alert>
      ) : isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography>{translate('references.loading')}</Typography>
        </Stack>
      ) : data && data.length > 0 ? (
        <Box component="ul" aria-label={translate('references.title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {data.map((record) => (
            <li key={record.id}>
              <ReferenceCard record={record} link={linkTo(record.id)} />
            </li>
          ))}
        </Box>
      ) : (
        <Typography>{translate(Object.keys(filter).length > 0 ? 'references.noMatches' : 'references.empty')}</Typography>
      )}
      {pages > 1 && <Pagination page={page} count={pages} onChange={(_event, value) => setPage(value)} getItemAriaLabel={(type, value) => translate(`references.paging.${type}`, { page: value })} />}
    </Stack>
  );
}

/** A card is a link to the reference: it can be opened in a new tab and its address copied. */
function ReferenceCard({ record, link }: { record: Reference; link: RecordLink }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {/* Its name is what it shows (the title first): a separate label would hide the visible text from speech input. */}
      <CardActionArea component={Link} to={link.to} state={link.state} sx={{ height: '100%', alignItems: 'stretch' }}>
        {record.defaultImage ? (
          <CardMedia component="img" height="140" image={record.defaultImage} alt={translate('references.imageAlt', { title: record.title, n: 1 })} />
        ) : (
          <Box sx={{ height: 140, bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Typography color="text.secondary">{translate('references.noImage')}</Typography>
          </Box>
        )}
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {record.title}
          </Typography>
          {record.clientName && <Typography variant="body2">{record.clientName}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {record.workEndDate ? translate('references.completed', { date: formatDate(record.workEndDate) }) : translate('references.notCompleted')}
          </Typography>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            {record.locked && <Chip size="small" label={translate('references.locked')} />}
            {record.verifiedByCustomer && <Chip size="small" color="success" label={translate('references.verified')} />}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.5 }}>
      <Typography component="dt" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

const field = (name: string) => `resources.references.fields.${name}`;

/** One reference with its images, industries and confirmation; without `onBack` (a dialog closes itself) no "Takaisin". */
export function ReferenceShow({
  companyId,
  id,
  canChange,
  onBack,
  onEdit,
  onDelete,
  titleId,
}: {
  companyId: number;
  id: number;
  canChange: boolean;
  onBack?: () => void;
  onEdit: (tab?: ReferenceTab) => void;
  onDelete: () => void;
  /** The heading's id, for a dialog's name. */
  titleId?: string;
}) {
  const translate = useTranslate();
  // A reference that is not there (an old link) is not asked for again.
  const { data: record, isPending, error } = useGetOne<Reference>('references', { id, meta: { companyId } }, { retry: false });
  if (isPending) return <Typography role="status">{translate('references.loading')}</Typography>;
  if (error || !record)
    return (
      <Stack spacing={2}>
        <Alert severity="error">{translate('references.loadOneFailed')}</Alert>
        {onBack && <Button onClick={onBack}>{translate('references.back')}</Button>}
      </Stack>
    );
  const images = record.images.map((image, index) => ({ id: image.id, url: image.url, alt: translate('references.imageAlt', { title: record.title, n: index + 1 }) }));
  const changeable = canChange && !record.locked;
  return (
    <Stack spacing={2}>
      {(onBack || changeable) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {onBack && <Button onClick={onBack}>{translate('references.back')}</Button>}
          <Box sx={{ flexGrow: 1 }} />
          {changeable && (
            <>
              <Button variant="contained" onClick={() => onEdit()}>
                {translate('references.edit')}
              </Button>
              <Button color="error" onClick={onDelete}>
                {translate('references.delete')}
              </Button>
            </>
          )}
        </Stack>
      )}
      <Typography id={titleId} variant="h5" component="h2" sx={{ wordBreak: 'break-word' }}>
        {record.title}
      </Typography>
      {record.locked && <Alert severity="info">{translate('references.lockedInfo')}</Alert>}
      <ImageCarousel images={images} label={translate('references.carousel.label', { title: record.title })} />
      <Box component="dl" sx={{ m: 0 }}>
        {record.clientName && <Row label={field('clientName')}>{record.clientName}</Row>}
        {record.clientRegistrationNumber && <Row label={field('clientRegistrationNumber')}>{record.clientRegistrationNumber}</Row>}
        {record.workDescription && <Row label={field('workDescription')}>{record.workDescription}</Row>}
        {record.address && <Row label={field('address')}>{record.address}</Row>}
        <Row label="references.period">
          {[record.workStartDate && formatDate(record.workStartDate), record.workEndDate && formatDate(record.workEndDate)].filter(Boolean).join(' – ') || '–'}
        </Row>
        {record.totalBilling !== null && (
          <Row label={field('totalBilling')}>
            {formatMoney(record.totalBilling)} {record.totalBillingUnitId && record.totalBillingUnitId !== 1 ? <LookupField source="totalBillingUnitId" lookup="total-billing-units" record={record} /> : null}
          </Row>
        )}
        {(['statusId', 'companyRoleId', 'contractTypeId', 'visibilityTypeId'] as const).map((name) =>
          record[name] ? (
            <Row key={name} label={field(name)}>
              <LookupField source={name} lookup={reference.fields[name].lookup ?? ''} record={record} />
            </Row>
          ) : null,
        )}
        {record.projectId && (
          <Row label={field('projectId')}>
            <ProjectName companyId={companyId} id={record.projectId} />
          </Row>
        )}
        {record.additionalInfo && <Row label={field('additionalInfo')}>{record.additionalInfo}</Row>}
      </Box>
      <IndustryAges record={record} />
      <Confirmation companyId={companyId} record={record} canChange={canChange} />
    </Stack>
  );
}

function ProjectName({ companyId, id }: { companyId: number; id: number }) {
  const translate = useTranslate();
  const { data } = useGetOne<{ id: number; name: string }>('projects', { id, meta: { companyId } });
  return <>{data?.name ?? translate('references.projectLink', { id })}</>;
}

function IndustryAges({ record }: { record: Reference }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="h6" component="h3">
        {translate(field('expertises'))}
      </Typography>
      {record.industryAges.length === 0 ? (
        <Typography color="text.secondary">{translate('references.industries.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2, m: 0 }}>
          {record.industryAges.map((age) => (
            <li key={age.industryId}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {age.symbolicNumber} {age.description}
              </Typography>{' '}
              <Typography component="span" color={age.valid === false ? 'error' : age.valid ? 'success.main' : 'text.secondary'}>
                {age.valid === null
                  ? age.months === null
                    ? translate('references.age.noEnd')
                    : translate('references.age.noRequirement', { months: age.months })
                  : translate(age.valid ? 'references.age.valid' : 'references.age.invalid', { months: age.months, required: age.maxReferenceAge })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function Confirmation({ companyId, record, canChange }: { companyId: number; record: Reference; canChange: boolean }) {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  // The reference refreshes after the request (the action's touches): its confirmation shows.
  const request = useAction(requestReferenceConfirmation, { success: 'references.confirmation.sent', failure: 'references.confirmation.failed' });
  const error = request.error;
  const sending = request.pending;
  const confirmation = record.confirmation;
  const send = async () => {
    if (await request.run({ id: companyId, refId: record.id }, { body: { email } })) setEmail('');
  };
  return (
    <Box>
      <Typography variant="h6" component="h3">
        {translate('references.confirmation.title')}
      </Typography>
      {confirmation ? (
        <Typography>
          {translate(`references.confirmation.status.${confirmation.status}`, {
            email: confirmation.email,
            date: formatDateTime(confirmation.answeredAt ?? confirmation.requestedAt),
          })}
          {confirmation.comment ? ` ${translate('references.confirmation.comment', { comment: confirmation.comment })}` : ''}
        </Typography>
      ) : (
        <Typography color="text.secondary">{translate('references.confirmation.none')}</Typography>
      )}
      {record.feedback && <Row label={field('feedback')}>{record.feedback}</Row>}
      {canChange && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            type="email"
            label={translate('references.confirmation.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={!!error}
            helperText={error ?? translate('references.confirmation.help')}
          />
          <Button variant="outlined" onClick={send} disabled={sending || email.trim() === ''}>
            {translate('references.confirmation.send')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

function RemoveDialog({ companyId, id, onCancel, onRemoved }: { companyId: number; id: number; onCancel: () => void; onRemoved: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const { data: record } = useGetOne<Reference>('references', { id, meta: { companyId } });
  const [remove, { isPending }] = useDelete();
  return (
    <Dialog open onClose={onCancel} aria-labelledby="reference-remove-title">
      <DialogTitle id="reference-remove-title">{translate('references.confirmDelete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('references.confirmDelete.content', { title: record?.title ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('references.cancel')}</Button>
        <Button
          color="error"
          disabled={isPending}
          onClick={() =>
            remove(
              'references',
              { id, previousData: record, meta: { companyId } },
              {
                onSuccess: () => {
                  toast('success', 'references.deleted');
                  onRemoved();
                },
                onError: (failure) => toast('danger', serverMessage(failure) ?? 'references.deleteFailed'),
              },
            )
          }
        >
          {translate('references.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The company's contact person for the reference: one of the company's people (the API checks it), by person id. */
function ContactPersonInput({ companyId }: { companyId: number }) {
  const { data = [], isPending } = useGetList<CompanyPerson>('company-people', { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'ASC' }, meta: { companyId } });
  const choices = data
    .map((row) => ({ id: row.personId, name: [row.person?.firstName, row.person?.lastName].filter(Boolean).join(' ') || row.email || `#${row.personId}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fi'));
  return (
    <SelectInput
      source="contractorContactPersonId"
      label="resources.references.fields.contractorContactPersonId"
      choices={choices}
      isPending={isPending}
      emptyText="references.noContactPerson"
      fullWidth
    />
  );
}

/** Inputs of one tab: the declaration's inputs of the tab's fields, the others hidden (they keep their values). */
function tabInputs(tab: ReferenceTab, companyId: number) {
  const shown = new Set(REFERENCE_TAB_FIELDS[tab]);
  const special: Record<string, ReactElement> = {
    expertises: <ExpertisesInput />,
    contractorContactPersonId: <ContactPersonInput companyId={companyId} />,
    projectId: (
      <ReferenceInput source="projectId" reference="projects" queryOptions={{ meta: { companyId } }} sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <SelectInput optionText="name" label="resources.references.fields.projectId" emptyText="references.noProject" fullWidth />
      </ReferenceInput>
    ),
  };
  return Object.fromEntries(Object.keys(reference.fields).map((name) => [name, shown.has(name) ? special[name] : null]));
}

function ReferenceForm({ companyId, id, tab, onTab, onCancel, onSaved }: { companyId: number; id: number | null; tab: ReferenceTab; onTab: (tab: ReferenceTab) => void; onCancel: () => void; onSaved: (record: RaRecord) => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const mutationOptions = {
    meta: { companyId, alwaysSend: checkedTogether(reference) },
    onSuccess: (record: RaRecord) => {
      toast('success', 'references.saved');
      onSaved(record);
    },
  };
  const body = <FormBody companyId={companyId} id={id} tab={tab} onTab={onTab} onCancel={onCancel} />;
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {translate(id === null ? 'references.createTitle' : 'references.editTitle')}
      </Typography>
      {id === null ? (
        <CreateBase resource="references" record={{ visibilityTypeId: 1 }} redirect={false} mutationOptions={mutationOptions}>
          {body}
        </CreateBase>
      ) : (
        <EditBase resource="references" id={id} redirect={false} mutationMode="pessimistic" queryOptions={{ meta: { companyId } }} mutationOptions={mutationOptions}>
          {body}
        </EditBase>
      )}
    </Box>
  );
}

const FORM_TABS: ReadonlyArray<FormTab<ReferenceTab>> = REFERENCE_TABS.map((name) => ({ value: name, label: `references.tabs.${name}`, fields: REFERENCE_TAB_FIELDS[name] }));

function FormBody({ companyId, id, tab, onTab, onCancel }: { companyId: number; id: number | null; tab: ReferenceTab; onTab: (tab: ReferenceTab) => void; onCancel: () => void }) {
  const translate = useTranslate();
  const resolver = useEntityResolver(reference);
  return (
    // FormTabs names the tabs that hold errors; react-admin's generic toast would say less.
    <Form resolver={resolver} noValidate disableInvalidFormNotification>
      <FormTabs tabs={FORM_TABS} value={tab} onChange={onTab} label="references.tabs.label" />
      <Box sx={{ pt: 2 }} role="tabpanel" aria-label={translate(`references.tabs.${tab}`)}>
        {tab === 'images' ? (
          id === null ? (
            <Typography>{translate('references.images.saveFirst')}</Typography>
          ) : (
            <ImagesEditor companyId={companyId} id={id} />
          )
        ) : (
          <EntityInputs entity={reference} overrides={tabInputs(tab, companyId)} />
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{translate('references.cancel')}</Button>
        <SaveButton label="references.save" alwaysEnable />
      </Stack>
    </Form>
  );
}

function ImagesEditor({ companyId, id }: { companyId: number; id: number }) {
  const translate = useTranslate();
  const toast = useToast();
  const { data: record } = useGetOne<Reference>('references', { id, meta: { companyId } });
  const params = { id: companyId, refId: id };
  // Each refreshes the reference (the actions' touches); a refusal is a danger toast with the server's words.
  const makeDefault = useActionMutation(setDefaultReferenceImage);
  const remove = useActionMutation(removeReferenceImage);
  const add = useActionMutation(addReferenceImage);
  const act = async (call: Promise<unknown>, done: string) => {
    try {
      await call;
      toast('success', done);
    } catch (failure) {
      toast('danger', serverMessage(failure) ?? 'references.images.failed');
    }
  };
  const images = record?.images ?? [];
  return (
    <Stack spacing={2}>
      <FileUpload label={translate('references.images.upload')} accept={IMAGE_TYPES} multiple upload={(file, options) => add.mutateAsync({ params, input: { fields: {}, files: { file }, ...options } })} />
      {images.length === 0 ? (
        <Typography color="text.secondary">{translate('references.carousel.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
          {images.map((image, index) => (
            <Box component="li" key={image.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
              <Box component="img" src={image.url.replace('size=md', 'size=sm')} alt={translate('references.imageAlt', { title: record?.title ?? '', n: index + 1 })} sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }} />
              {image.isDefault ? (
                <Chip size="small" color="primary" label={translate('references.images.default')} />
              ) : (
                <Button size="small" onClick={() => act(makeDefault.mutateAsync({ params: { ...params, imageId: image.id } }), 'references.images.defaultSet')}>
                  {translate('references.images.makeDefault')}
                </Button>
              )}
              <Button size="small" color="error" aria-label={translate('references.images.removeLabel', { n: index + 1 })} onClick={() => {
                  if (window.confirm(translate('references.images.confirmRemove', { n: index + 1 }))) void act(remove.mutateAsync({ params: { ...params, imageId: image.id } }), 'references.images.removed');
                }}>
                {translate('references.images.remove')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
