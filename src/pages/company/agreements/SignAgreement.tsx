/** Signing a new agreement: a product, its current agreement version shown, acceptance, then signing. */
import { Box, Checkbox, FormControlLabel, FormHelperText, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { useApiList } from '../../../components/data/useApiResource';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useApiAction } from '../../../components/form/useApiAction';
import { formatDate } from '../../../domain/formats';
import type { Product, ProductAgreement } from '../../../domain/api/agreements';
import { agreementsApi } from './api';

interface Props {
  companyId: number;
  /** Products with an agreement in force: not offered again. */
  signedProductIds: number[];
  onSigned: () => void;
}

export function SignAgreement({ companyId, signedProductIds, onSigned }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const products = useApiList<Product>('/products');
  const [productId, setProductId] = useState('');
  // The product's agreement versions; the first is the one to sign (SPEC §7).
  const versions = useApiList<ProductAgreement>(productId ? `/products/${productId}/agreements` : null);
  const [accepted, setAccepted] = useState(false);
  const [acceptError, setAcceptError] = useState(false);
  const { sending, error, run, clearError } = useApiAction();
  const version = productId ? versions.status : 'none';
  const current = productId && versions.status === 'loaded' ? (versions.data[0] ?? null) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    if (!accepted) {
      setAcceptError(true);
      return;
    }
    const result = await run(() => agreementsApi.sign(companyId, { product_agreement_id: current.id }));
    if (result.ok) {
      toast('success', 'agreements.signed');
      setProductId('');
      setAccepted(false);
      onSigned();
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 3, maxWidth: 720 }}>
      <Typography variant="h6" component="h3">{translate('agreements.signTitle')}</Typography>
      <ErrorMessage error={error} />
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
          clearError();
        }}
        helperText={products.status === 'failed' ? translate('agreements.productsFailed') : products.status === 'loading' ? translate('agreements.productsLoading') : undefined}
        error={products.status === 'failed'}
      >
        {(products.status === 'loaded' ? products.data : []).map((product) => (
          <MenuItem key={product.id} value={String(product.id)} disabled={signedProductIds.includes(product.id)}>
            {signedProductIds.includes(product.id) ? translate('agreements.inForce', { name: product.name }) : product.name}
          </MenuItem>
        ))}
      </TextField>
      {version === 'loading' && <Typography color="text.secondary">{translate('agreements.versionLoading')}</Typography>}
      {version === 'failed' && <Typography color="error">{translate('agreements.versionFailed')}</Typography>}
      {version === 'loaded' && !current && <Typography color="text.secondary">{translate('agreements.noVersion')}</Typography>}
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
            <SubmitButton sending={sending} fullWidth={false}>{translate('agreements.sign')}</SubmitButton>
          </Box>
        </>
      )}
    </Box>
  );
}
