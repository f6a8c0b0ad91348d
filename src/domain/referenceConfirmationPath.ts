/** The public page of a reference's client confirmation (the mailed link adds /:id/:hash?expires&signature); apart so the entry chunk imports nothing more. */
export const CONFIRMATION_PAGE_PATH = '/referenssin-vahvistus';
