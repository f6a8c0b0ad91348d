/** Signing a new agreement: a product, its current agreement version shown, acceptance, then signing. */
import { Box, Checkbox, FormControlLabel, FormHelperText, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
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

type VersionState = { status: 'none' } | { status: 'loading' } | { status: 'loaded'; version: ProductAgreement | null } | { status: 'failed' };

export function SignAgreement({ companyId, signedProductIds, onSigned }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const [products, setProducts] = useState<Product[] | null>(null);
  const [productsFailed, setProductsFailed] = useState(false);
  const [productId, setProductId] = useState('');
  const [version, setVersion] = useState<VersionState>({ status: 'none' });
  const [accepted, setAccepted] = useState(false);
  const [acceptError, setAcceptError] = useState(false);
  const { sending, error, run, clearError } = useApiAction();

  useEffect(() => {
    let live = true;
    agreementsApi.products().then(
      (list) => live && setProducts(list),
      () => live && setProductsFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!productId) {
      setVersion({ status: 'none' });
      return;
    }
    let live = true;
    setVersion({ status: 'loading' });
    agreementsApi.currentVersion(Number(productId)).then(
      (current) => live && setVersion({ status: 'loaded', version: current }),
      () => live && setVersion({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [productId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (version.status !== 'loaded' || !version.version) return;
    if (!accepted) {
      setAcceptError(true);
      return;
    }
    const chosen = version.version;
    const result = await run(() => agreementsApi.sign(companyId, { product_agreement_id: chosen.id }));
    if (result.ok) {
      toast('success', 'agreements.signed');
      setProductId('');
      setAccepted(false);
      onSigned();
    }
  };

  const current = version.status === 'loaded' ? version.version : null;
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
        helperText={productsFailed ? translate('agreements.productsFailed') : products === null ? translate('agreements.productsLoading') : undefined}
        error={productsFailed}
      >
        {(products ?? []).map((product) => (
          <MenuItem key={product.id} value={String(product.id)} disabled={signedProductIds.includes(product.id)}>
            {signedProductIds.includes(product.id) ? translate('agreements.inForce', { name: product.name }) : product.name}
          </MenuItem>
        ))}
      </TextField>
      {version.status === 'loading' && <Typography color="text.secondary">{translate('agreements.versionLoading')}</Typography>}
      {version.status === 'failed' && <Typography color="error">{translate('agreements.versionFailed')}</Typography>}
      {version.status === 'loaded' && !current && <Typography color="text.secondary">{translate('agreements.noVersion')}</Typography>}
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
