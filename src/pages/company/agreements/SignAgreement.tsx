/**
 * Signing a new agreement: a product, its current agreement version shown, acceptance, then signing
 * (react-admin's useCreate on `agreements`, the body checked by the declaration first).
 */
import { Box, Button, Checkbox, FormControlLabel, FormHelperText, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCreate, useGetList, useTranslate } from 'react-admin';
import { useAgreementToast } from '../../../areas/shared/notify';
import { errorMessage } from '../../../components/form/httpErrorFields';
import { formSchema } from '../../../domain/entities/entity';
import { agreement, BillingBasis, product, productAgreement, type CompanyAgreement, type Product, type ProductAgreement } from '../../../domain/entities/agreement';
import { formatDate } from '../../../domain/formats';
import { MAX_PAGE_SIZE } from '../../../domain/schemas/list';

interface Props {
  companyId: number;
  /** Products with an agreement in force: not offered again. */
  signedProductIds: number[];
}

const ALL = { page: 1, perPage: MAX_PAGE_SIZE };

export function SignAgreement({ companyId, signedProductIds }: Props) {
  const translate = useTranslate();
  const toast = useAgreementToast();
  // Only agreement products are signed; the fee products are billed by the office (issue 22 §3).
  const products = useGetList<Product>(product.resource, { pagination: ALL, filter: { billing_basis: BillingBasis.agreement } });
  const [productId, setProductId] = useState('');
  // The product's agreement versions; the first is the one to sign (SPEC §7).
  const versions = useGetList<ProductAgreement>(productAgreement.resource, { pagination: ALL, meta: { productId } }, { enabled: productId !== '' });
  const [accepted, setAccepted] = useState(false);
  const [acceptError, setAcceptError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isPending: sending }] = useCreate<CompanyAgreement>();
  const current = productId && versions.data ? (versions.data[0] ?? null) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    if (!accepted) {
      setAcceptError(true);
      return;
    }
    const data = { productAgreementId: current.id };
    if (!formSchema(agreement).safeParse(data).success) return;
    setFailure(null);
    create(
      agreement.resource,
      { data, meta: { companyId } },
      {
        onSuccess: () => {
          // SPEC §9: agreement toasts show 1500 ms.
          toast('success', 'agreements.signed');
          setProductId('');
          setAccepted(false);
        },
        onError: (error) => setFailure(errorMessage(error, 'pateva.errors.server')),
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 3, maxWidth: 720 }}>
      <Typography variant="h6" component="h3">{translate('agreements.signTitle')}</Typography>
      {failure && <FormHelperText error role="alert">{translate(failure, { _: failure })}</FormHelperText>}
      <TextField
        select
        id="agreement-product"
        label={translate('agreements.product')}
        required
        fullWidth
        margin="normal"
        value={productId}
        onChange={(event) => {
          setProductId(event.target.value);
          setAccepted(false);
          setAcceptError(false);
          setFailure(null);
        }}
        helperText={products.error ? translate('agreements.productsFailed') : products.isPending ? translate('agreements.productsLoading') : undefined}
        error={!!products.error}
      >
        {(products.data ?? []).map((item) => (
          <MenuItem key={item.id} value={String(item.id)} disabled={signedProductIds.includes(item.id)}>
            {signedProductIds.includes(item.id) ? translate('agreements.inForce', { name: item.name }) : item.name}
          </MenuItem>
        ))}
      </TextField>
      {productId && versions.isPending && <Typography color="text.secondary">{translate('agreements.versionLoading')}</Typography>}
      {productId && versions.error && <Typography color="error">{translate('agreements.versionFailed')}</Typography>}
      {productId && versions.data && !current && <Typography color="text.secondary">{translate('agreements.noVersion')}</Typography>}
      {current && (
        <>
          <Paper variant="outlined" sx={{ p: 2, my: 1 }}>
            <Typography variant="subtitle2" component="h4">
              {translate('agreements.versionInfo', { version: current.version, validFrom: formatDate(current.validFrom) })}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>{current.content}</Typography>
          </Paper>
          <FormControlLabel
            control={
              <Checkbox
                checked={accepted}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                  setAcceptError(false);
                }}
              />
            }
            label={translate('agreements.accept')}
          />
          {acceptError && <FormHelperText error>{translate('agreements.acceptRequired')}</FormHelperText>}
          <Box>
            <Button type="submit" variant="contained" loading={sending} disabled={sending} sx={{ mt: 2 }}>
              {translate('agreements.sign')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
