/**
 * A product's agreement versions on its page (issue 22 §3, SPEC §3 Product agreement): the office
 * lists every version (also those that start later), adds, edits and removes them in the generic
 * panel. A version a company has signed keeps its number and text — those inputs are read only in
 * its form, and what else the server refuses (a new start day, removal: 409) shows as its message.
 */
import { FunctionField, TextInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { EntityPanel } from '../../components/entity/EntityPanel';
import { labelKey } from '../../domain/entities/entity';
import { productAgreement, type Product, type ProductAgreement } from '../../domain/entities/agreement';
import { formatDate } from '../../domain/formats';

const PREFIX = 'invoicing.products.versions';
const TEXTS = { prefix: PREFIX, created: `${PREFIX}.saved`, updated: `${PREFIX}.saved`, deleted: `${PREFIX}.removed` };
// The office sees the versions not yet in force too (GET /products/{id}/agreements?all=true).
const ALL_VERSIONS = { all: 'true' };
const NEWEST_FIRST = { field: 'version', order: 'DESC' } as const;
// Made once: the panel makes a new record's starting values when its form opens.
const noDefaults = () => ({});

const versionName = (record: RaRecord) => String((record as ProductAgreement).version);

/** The form's record is the version being edited (no id while adding one). */
const useSigned = () => !!useRecordContext<ProductAgreement>()?.signedAt;

/** Version number and text: read only once signed (the API keeps them, SPEC §3). */
function KeptWhenSigned({ source, multiline }: { source: 'version' | 'content'; multiline?: boolean }) {
  const signed = useSigned();
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      label={labelKey(productAgreement, source)}
      fullWidth
      isRequired
      readOnly={signed}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      helperText={signed ? translate(`${PREFIX}.signedNote`) : false}
    />
  );
}

function SignedField() {
  const translate = useTranslate();
  return (
    <FunctionField<ProductAgreement>
      label={`${PREFIX}.signed`}
      render={(record) => (record.signedAt ? translate(`${PREFIX}.signedOn`, { date: formatDate(record.signedAt) }) : translate(`${PREFIX}.notSigned`))}
    />
  );
}

const INPUTS = { version: <KeptWhenSigned source="version" />, content: <KeptWhenSigned source="content" multiline /> };
const EXTRA_COLUMNS = [<SignedField key="signed" />];

export function AgreementVersions() {
  const product = useRecordContext<Product>();
  if (!product?.id) return null;
  return (
    <EntityPanel
      entity={productAgreement}
      parent={{ productId: product.id }}
      filter={ALL_VERSIONS}
      canChange
      showable
      texts={TEXTS}
      intro={`${PREFIX}.intro`}
      introFor="changers"
      recordName={versionName}
      sort={NEWEST_FIRST}
      inputs={INPUTS}
      extraColumns={EXTRA_COLUMNS}
      defaults={noDefaults}
      perPage={100}
    />
  );
}
