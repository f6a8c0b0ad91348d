/** Step 'selectContent': the old company's records in checkbox lists, one group per kind, and the qualifications' industries. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { RestructuringLists } from '../../domain/api/companyRestructuringActions';
import type { MergeList, RestructuringSelection } from '../../domain/companyRestructuring';

export type ListKey = MergeList | 'selectedIndustries';

interface Item {
  id: number;
  label: string;
}

/** Each group: its title, its items, and where its choice is kept. */
export function selectionGroups(lists: RestructuringLists, translate: (key: string, options?: object) => string): Array<{ key: ListKey; title: string; items: Item[]; hint?: string }> {
  return [
    {
      key: 'referenceIds',
      title: translate('companyRestructuring.lists.references'),
      items: lists.references.map((r) => ({ id: r.id, label: r.projectName ? `${r.title} (${translate('companyRestructuring.project', { name: r.projectName })})` : r.title })),
    },
    {
      key: 'personIds',
      title: translate('companyRestructuring.lists.people'),
      items: lists.people.map((p) => ({ id: p.id, label: [p.name, p.email, p.companyAdmin ? translate('companyRestructuring.admin') : null].filter(Boolean).join(', ') })),
    },
    {
      key: 'certificateIds',
      title: translate('companyRestructuring.lists.certificates'),
      items: lists.certificates.map((c) => ({
        id: c.id,
        label: [c.issuedByAssociation ? `${translate('companyRestructuring.qualification')}: ${c.name}` : c.name, c.number ? translate('companyRestructuring.certificateNumber', { number: c.number }) : null]
          .filter(Boolean)
          .join(', '),
      })),
    },
    {
      key: 'applicationIds',
      title: translate('companyRestructuring.lists.applications'),
      items: lists.applications.map((a) => ({ id: a.id, label: `${a.targetName} (#${a.id})` })),
    },
    {
      key: 'selectedIndustries',
      title: translate('companyRestructuring.lists.industries'),
      hint: translate('companyRestructuring.industriesHint'),
      items: lists.industries.map((i) => ({ id: i.id, label: `${i.symbolicNumber} ${i.description}` })),
    },
  ];
}

export const selectedOf = (selection: RestructuringSelection, key: ListKey): number[] =>
  key === 'selectedIndustries' ? selection.selectedIndustries : selection.mergeData[key];

interface SelectionListsProps {
  lists: RestructuringLists;
  selection: RestructuringSelection;
  onToggle: (key: ListKey, id: number) => void;
  onSet: (key: ListKey, ids: number[]) => void;
}

export function SelectionLists({ lists, selection, onToggle, onSet }: SelectionListsProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {selectionGroups(lists, translate).map((group) => {
        const chosen = selectedOf(selection, group.key);
        const titleId = `restructuring-group-${group.key}`;
        return (
          <Box key={group.key} component="fieldset" aria-labelledby={titleId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
              <Typography id={titleId} component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {group.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('companyRestructuring.selectedCount', { count: chosen.length, total: group.items.length })}
              </Typography>
            </Box>
            {group.hint && group.items.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {group.hint}
              </Typography>
            )}
            {group.items.length === 0 ? (
              <Typography variant="body2">{translate('companyRestructuring.listEmpty')}</Typography>
            ) : (
              <>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  <Button size="small" onClick={() => onSet(group.key, group.items.map((item) => item.id))} aria-label={`${translate('companyRestructuring.selectAll')}: ${group.title}`}>
                    {translate('companyRestructuring.selectAll')}
                  </Button>
                  <Button size="small" onClick={() => onSet(group.key, [])} aria-label={`${translate('companyRestructuring.selectNone')}: ${group.title}`}>
                    {translate('companyRestructuring.selectNone')}
                  </Button>
                </Box>
                <FormGroup>
                  {group.items.map((item) => (
                    <FormControlLabel
                      key={item.id}
                      control={<Checkbox checked={chosen.includes(item.id)} onChange={() => onToggle(group.key, item.id)} />}
                      label={item.label}
                      sx={{ wordBreak: 'break-word' }}
                    />
                  ))}
                </FormGroup>
              </>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
