/**
 * The open record of a section from the address (src/domain/recordRoutes.ts), and the moves between
 * its views. Opening pushes a history entry; closing goes back to the entry it was opened from (the
 * list with its filters and page, or the record shown) when there is one in this visit, else to the
 * view above it (a record sent in an e-mail closes to its list).
 */
import { useCallback, useContext, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  LIST_VIEW,
  parentView,
  parseRecordPath,
  parseRecordQuery,
  recordPath,
  recordQuery,
  type RecordView,
} from '../../domain/recordRoutes';
import { RecordBaseContext } from './RecordBaseContext';

interface HistoryState {
  /** The view this entry was opened from, when it was opened in this visit. */
  recordFrom?: RecordView;
}

export interface RecordLink {
  to: string;
  state: HistoryState;
}

export interface RecordRoute {
  /** null: the address names no view (a malformed id); the section says the record was not found. */
  view: RecordView | null;
  /** The address of a view, for links. */
  href: (view: RecordView) => string;
  /** A link's `to` and `state` that open a view as `go` does (a link can be copied and opened in a new tab). */
  link: (view: RecordView) => RecordLink;
  /** Opens a view on a new history entry. */
  go: (view: RecordView) => void;
  /** Shows another view in place of this one: a tab, or a created record's form. */
  replace: (view: RecordView) => void;
  /** Closes the view: back to where it was opened from, else to the view above it. */
  close: () => void;
  /** Back to the list (after a record is removed). */
  toList: () => void;
}

const isAncestor = (from: RecordView | undefined, view: RecordView) =>
  !!from && (from.kind === 'list' || (from.kind === 'record' && view.kind === 'record' && from.id === view.id && from.mode === null && view.mode !== null));

const sameView = (a: RecordView, b: RecordView) =>
  a.kind === b.kind && (a.kind !== 'record' || (b.kind === 'record' && a.id === b.id && a.mode === b.mode));

/** `showing: false`: the section's records have no showing state, so a form closes to the list. */
export function useRecordRoute({ showing = true }: { showing?: boolean } = {}): RecordRoute {
  const base = useContext(RecordBaseContext);
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const view = useMemo(() => {
    if (base === null) return parseRecordQuery(search);
    // Below the section's address; a path outside it (never routed here) is the list.
    const rest = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '';
    return parseRecordPath(rest, search);
  }, [base, location.pathname, search]);

  const href = useCallback(
    (target: RecordView) => {
      if (base === null) {
        const query = recordQuery(target, search).toString();
        return `${location.pathname}${query ? `?${query}` : ''}`;
      }
      const below = recordPath(target);
      return below ? `${base}/${below}` : base;
    },
    [base, location.pathname, search],
  );

  const from = (location.state as HistoryState | null)?.recordFrom;
  return useMemo<RecordRoute>(() => {
    const current = view ?? LIST_VIEW;
    const state = (recordFrom?: RecordView): HistoryState => (recordFrom ? { recordFrom } : {});
    return {
      view,
      href,
      link: (target) => ({ to: href(target), state: state(current) }),
      go: (target) => navigate(href(target), { state: state(current) }),
      // A tab changed is the same view: it still closes to where it was opened from. Another view
      // (a created record's form) was not opened from there, so it closes to the view above it.
      replace: (target) => navigate(href(target), { replace: true, state: state(sameView(target, current) ? from : undefined) }),
      close: () => {
        if (isAncestor(from, current)) navigate(-1);
        else navigate(href(parentView(current, showing)), { replace: true });
      },
      toList: () => {
        if (from?.kind === 'list') navigate(-1);
        else navigate(href(LIST_VIEW), { replace: true });
      },
    };
  }, [view, href, navigate, from, showing]);
}
