/**
 * A signed link from a mail (/auth/…/:id/:hash?expires&signature): POSTed to the API path it
 * stands for once, even when React runs effects twice (StrictMode), as a link is used once.
 * The verification page and the new-address confirmation page use it.
 */
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { apiFetch } from '../../dataProvider/httpClient';

export type SignedLinkOutcome<T> = { state: 'sending' } | { state: 'done'; answer: T } | { state: 'failed'; error: unknown };

/** `apiPath` is the API route below /api without the link's id and hash, e.g. `/auth/email/verify`. */
export function useSignedLink<T>(apiPath: string): SignedLinkOutcome<T> {
  const { id = '', hash = '' } = useParams();
  const [params] = useSearchParams();
  const expires = params.get('expires');
  const signature = params.get('signature');
  const [outcome, setOutcome] = useState<SignedLinkOutcome<T>>({ state: 'sending' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    apiFetch<T>(`${apiPath}/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`, { method: 'POST', query: { expires, signature } }).then(
      (answer) => setOutcome({ state: 'done', answer }),
      (error: unknown) => setOutcome({ state: 'failed', error }),
    );
  }, [apiPath, id, hash, expires, signature]);

  return outcome;
}
