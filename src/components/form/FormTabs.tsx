/**
 * The tabs of a tabbed form (issue 18): a tab whose fields hold an error is marked (an icon, the
 * error colour, and "sisältää virheitä" in its name for a screen reader), and a save refused with
 * errors moves to the first such tab (unless the open one has errors), focuses its first field and
 * says so in a Finnish toast naming the tabs. Errors the server answers after a save count the same
 * way. Put inside a react-hook-form form (react-admin's <Form disableInvalidFormNotification>);
 * only the open tab's inputs need to be mounted — the others keep their values in the form.
 */
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Tab, Tabs } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState, type FieldErrors } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useToast } from '../../areas/shared/notify';

export interface FormTab<T extends string> {
  value: T;
  /** A fi.ts key or text. */
  label: string;
  /** The form's field names the tab's inputs edit. */
  fields: readonly string[];
}

interface Props<T extends string> {
  tabs: ReadonlyArray<FormTab<T>>;
  value: T;
  onChange: (value: T) => void;
  /** The tab list's accessible name (a fi.ts key or text). */
  label: string;
}

const erroneous = (errors: FieldErrors, fields: readonly string[]): string | undefined => fields.find((name) => errors[name] !== undefined);

export function FormTabs<T extends string>({ tabs, value, onChange, label }: Props<T>) {
  const translate = useTranslate();
  const toast = useToast();
  const { setFocus } = useFormContext();
  const { errors, submitCount } = useFormState();
  const handled = useRef(0);
  // The field to focus once its tab is open (a tab held in the address opens a moment after onChange).
  const [focusing, setFocusing] = useState<{ tab: T; field: string } | null>(null);
  const withErrors = tabs.filter((tab) => erroneous(errors, tab.fields) !== undefined);

  useEffect(() => {
    // Once per save: the client's check answers at once, the server's errors arrive after it.
    if (submitCount === 0 || submitCount === handled.current || withErrors.length === 0) return;
    handled.current = submitCount;
    const current = withErrors.find((tab) => tab.value === value);
    const target = current ?? withErrors[0];
    toast('danger', 'pateva.formTabs.errors', { messageArgs: { tabs: withErrors.map((tab) => translate(tab.label)).join(', '), smart_count: withErrors.length } });
    if (target.value !== value) onChange(target.value);
    const field = erroneous(errors, target.fields);
    setFocusing(field ? { tab: target.value, field } : null);
  }, [submitCount, errors, withErrors, value, onChange, toast, translate]);

  useEffect(() => {
    if (!focusing || focusing.tab !== value) return;
    // After the tab's inputs have mounted.
    const frame = requestAnimationFrame(() => {
      try {
        setFocus(focusing.field);
      } catch {
        // An input without a focusable ref (a custom picker): the tab is still open and marked.
      }
      setFocusing(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusing, value, setFocus]);

  return (
    <Tabs value={value} onChange={(_event, next: T) => onChange(next)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={translate(label)}>
      {tabs.map((tab) => {
        const bad = withErrors.includes(tab);
        return (
          <Tab
            key={tab.value}
            value={tab.value}
            icon={bad ? <ErrorOutlineIcon fontSize="small" aria-hidden /> : undefined}
            iconPosition="end"
            sx={bad ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' }, minHeight: 48 } : undefined}
            label={
              <span>
                {translate(tab.label)}
                {bad && <Box component="span" sx={visuallyHidden}>{`, ${translate('pateva.formTabs.hasErrors')}`}</Box>}
              </span>
            }
          />
        );
      })}
    </Tabs>
  );
}
