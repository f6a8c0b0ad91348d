/**
 * The classification industries modal (SPEC §2, §4): a modal screen whose default state is
 * 'listing' — the association's industry tree, searchable by text or symbolic number, with
 * branches to open and close and a checkbox per industry. Picks are a draft until "Valitse";
 * closing returns the modal to 'listing' and resets its form data (search, picks, open branches).
 * Reusable: `value` (industry ids), `onChange`, `open`, `onClose`.
 */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useId, useMemo, useReducer } from 'react';
import { useTranslate } from 'react-admin';
import type { ClassificationIndustryNode } from '../../domain/entities/classificationIndustry';
import { filterIndustryTree, industryPickerReducer, initialIndustryPicker, treeIds } from '../../domain/industries';
import { LoadingLine } from '../LoadingLine';
import { useIndustryTree } from './useIndustryTree';

type Node = ClassificationIndustryNode & { children: Node[] };

const withChildren = (nodes: readonly ClassificationIndustryNode[]): Node[] =>
  nodes.map((node) => ({ ...node, children: withChildren(node.children ?? []) }));

export interface IndustryPickerProps {
  /** The industries picked so far (ids). */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  open: boolean;
  onClose: () => void;
  /** Only active industries are offered (default); the office may want all. */
  activeOnly?: boolean;
  title?: string;
}

export function IndustryPicker({ value, onChange, open, onClose, activeOnly = true, title = 'industries.picker.title' }: IndustryPickerProps) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [state, dispatch] = useReducer(industryPickerReducer, undefined, initialIndustryPicker);
  const { tree, isPending, error, refetch } = useIndustryTree({ enabled: open });

  // Opening starts at 'listing' with the caller's picks; closing resets (SPEC §4).
  useEffect(() => {
    dispatch(open ? { type: 'open', selected: value } : { type: 'close' });
    // Only the opening reads the caller's value: the draft is the modal's own until confirmed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const nodes = useMemo(() => {
    const all = withChildren(tree);
    const active = (list: Node[]): Node[] => list.filter((node) => node.active).map((node) => ({ ...node, children: active(node.children) }));
    return filterIndustryTree(activeOnly ? active(all) : all, state.form.query) as Node[];
  }, [tree, activeOnly, state.form.query]);
  const searching = state.form.query.trim() !== '';
  const expanded = useMemo(() => new Set(searching ? treeIds(nodes) : state.form.expanded), [searching, nodes, state.form.expanded]);
  const selected = new Set(state.form.selected);

  const close = () => {
    dispatch({ type: 'close' });
    onClose();
  };
  const confirm = () => {
    onChange(state.form.selected);
    close();
  };

  const renderNodes = (list: Node[], level: number) => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pl: level === 1 ? 0 : { xs: 2, sm: 3 } }}>
      {list.map((node) => {
        const label = `${node.symbolicNumber} ${node.shortDescription}`;
        const isOpen = expanded.has(node.id);
        return (
          <Box component="li" key={node.id}>
            <Stack direction="row" sx={{ minHeight: 40, alignItems: 'center' }}>
              {node.children.length > 0 ? (
                <IconButton
                  size="small"
                  aria-expanded={isOpen}
                  aria-label={translate(isOpen ? 'industries.picker.collapse' : 'industries.picker.expand', { name: label })}
                  onClick={() => dispatch({ type: 'toggleExpanded', id: node.id })}
                  disabled={searching}
                >
                  {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </IconButton>
              ) : (
                <Box sx={{ width: 34, flexShrink: 0 }} />
              )}
              <FormControlLabel
                sx={{ mr: 0, alignItems: 'center', '.MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                control={<Checkbox size="small" checked={selected.has(node.id)} onChange={() => dispatch({ type: 'toggle', id: node.id })} />}
                label={
                  <span>
                    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: level === 1 ? 600 : 400, mr: 1 }}>
                      {node.symbolicNumber}
                    </Box>{' '}
                    <Box component="span" sx={{ fontWeight: level === 1 ? 600 : 400 }}>
                      {node.shortDescription}
                    </Box>
                  </span>
                }
              />
            </Stack>
            {isOpen && node.children.length > 0 && renderNodes(node.children, level + 1)}
          </Box>
        );
      })}
    </Box>
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <TextField
            type="search"
            label={translate('industries.picker.search')}
            helperText={translate('industries.picker.searchHint')}
            value={state.form.query}
            onChange={(event) => dispatch({ type: 'search', query: event.target.value })}
            fullWidth
            autoFocus
            size="small"
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" role="status" sx={{ flexGrow: 1 }}>
              {translate('industries.picker.selected', { smart_count: state.form.selected.length })}
            </Typography>
            {!searching && (
              <>
                <Button size="small" onClick={() => dispatch({ type: 'expand', ids: treeIds(nodes) })}>
                  {translate('industries.picker.expandAll')}
                </Button>
                <Button size="small" onClick={() => dispatch({ type: 'expand', ids: [] })}>
                  {translate('industries.picker.collapseAll')}
                </Button>
              </>
            )}
          </Stack>
          {isPending && open ? (
            <LoadingLine text={translate('industries.picker.loading')} />
          ) : error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => refetch()}>
                  {translate('industries.picker.retry')}
                </Button>
              }
            >
              {translate('industries.picker.loadFailed')}
            </Alert>
          ) : nodes.length === 0 ? (
            <Typography color="text.secondary">{translate('industries.picker.empty')}</Typography>
          ) : (
            <Box role="group" aria-label={translate('industries.picker.tree')}>
              {renderNodes(nodes, 1)}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => dispatch({ type: 'clearSelection' })} disabled={state.form.selected.length === 0}>
          {translate('industries.picker.clear')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={close}>{translate('industries.picker.cancel')}</Button>
        <Button variant="contained" onClick={confirm}>
          {translate('industries.picker.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
