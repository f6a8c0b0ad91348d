/**
 * The location check of SPEC §4 in the project form: editing a project sets it to ok, then it follows
 * the form's values (property code, building code, coordinates, postal code and city); the listing
 * (the form closed) resets it. Shown as a status with its Finnish reasons.
 */
import { Alert, AlertTitle, Box } from '@mui/material';
import { useEffect, useReducer } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { checkProjectLocation, initialProjectPage, projectPageReducer, type LocationCheck } from '../../../domain/projectLocation';

const SEVERITY = { none: 'info', ok: 'success', warning: 'warning', fail: 'error' } as const;

export function LocationCheckStatus({ check }: { check: LocationCheck }) {
  const translate = useTranslate();
  return (
    <Alert severity={SEVERITY[check.result]} role="status" sx={{ my: 1 }}>
      <AlertTitle>{translate(`projects.check.${check.result}`)}</AlertTitle>
      {check.reasons.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {check.reasons.map((reason) => (
            <li key={reason.message}>{reason.message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/** Inside a project form (react-hook-form). */
export function ProjectLocationCheck() {
  const record = useRecordContext<{ id?: number }>();
  const [state, dispatch] = useReducer(projectPageReducer, undefined, initialProjectPage);
  const [propertyCode, buildingCode, zipcode, city, coordinates] = useWatch({
    name: ['propertyCode', 'buildingCode', 'visitingAddress.zipcode', 'visitingAddress.city', 'coordinatesAddress.location'],
  }) as Array<string | null | undefined>;

  useEffect(() => {
    dispatch(record?.id ? { type: 'edit', id: record.id } : { type: 'create' });
    return () => dispatch({ type: 'toListing' });
  }, [record?.id]);

  const touched = [propertyCode, buildingCode, zipcode, city, coordinates];
  useEffect(() => {
    // Not yet at the form's screen (the first render): the opening sets the state first.
    if (state.screen === 'listing') return;
    // Until a value changes, an edited project shows ok (SPEC §4); then the values decide.
    if (state.screen === 'editing' && record) {
      const saved = record as Record<string, unknown> & { visitingAddress?: { zipcode?: string; city?: string } | null; coordinatesAddress?: { location?: string } | null };
      const unchanged =
        (saved.propertyCode ?? null) === (propertyCode ?? null) &&
        (saved.buildingCode ?? null) === (buildingCode ?? null) &&
        (saved.visitingAddress?.zipcode ?? null) === (zipcode ?? null) &&
        (saved.visitingAddress?.city ?? null) === (city ?? null) &&
        (saved.coordinatesAddress?.location ?? null) === (coordinates ?? null);
      if (unchanged) return;
    }
    dispatch({ type: 'checked', check: checkProjectLocation({ propertyCode, buildingCode, zipcode, city, coordinates }) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.screen, ...touched]);

  return <LocationCheckStatus check={state.locationCheck} />;
}
