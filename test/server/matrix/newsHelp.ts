/** Matrix rows of front-page news and help (issue 22 §4): the feed for everyone signed in, news items and help pages written by the office and read by everyone signed in. */
import { MISSING, officeOnly, signedInOnly, type MatrixSlice } from './presets';

export const newsHelp: MatrixSlice = {
  rows: {
    // NEWS_FEED_URL unset in the tests: the portal's own items.
    'GET /api/feed': [{ method: 'GET', path: () => '/api/feed?limit=3', expected: signedInOnly(200) }],
    'GET /api/getarticle': [{ method: 'GET', path: () => `/api/getarticle?id=${MISSING}`, expected: signedInOnly(404) }],
    'GET /api/news-items': [{ method: 'GET', path: () => '/api/news-items', expected: officeOnly(200) }],
    'POST /api/news-items': [
      { method: 'POST', path: () => '/api/news-items', body: () => ({ title: 'Matriisin uutinen', date: '2026-11-26' }), expected: officeOnly(201) },
      { method: 'POST', path: () => '/api/news-items', body: () => ({}), expected: officeOnly(422) },
    ],
    'GET /api/news-items/:id': [{ method: 'GET', path: () => `/api/news-items/${MISSING}`, expected: officeOnly(404) }],
    'PUT /api/news-items/:id': [{ method: 'PUT', path: () => `/api/news-items/${MISSING}`, body: () => ({ title: 'x' }), expected: officeOnly(404) }],
    'DELETE /api/news-items/:id': [{ method: 'DELETE', path: () => `/api/news-items/${MISSING}`, expected: officeOnly(404) }],
    // A JSON body past the access rule: the image is a multipart upload.
    'POST /api/news-items/:id/image': [{ method: 'POST', path: () => `/api/news-items/${MISSING}/image`, body: () => ({}), expected: officeOnly(415) }],
    'DELETE /api/news-items/:id/image': [{ method: 'DELETE', path: () => `/api/news-items/${MISSING}/image`, expected: officeOnly(404) }],
    'GET /api/news-items/:id/image/content': [{ method: 'GET', path: () => `/api/news-items/${MISSING}/image/content?size=md`, expected: signedInOnly(404) }],
    'GET /api/help-pages/:slug': [
      { method: 'GET', path: () => '/api/help-pages/ei-tallaista-sivua', expected: signedInOnly(404) },
      { method: 'GET', path: () => `/api/help-pages/${MISSING}`, expected: signedInOnly(404) },
    ],
    // The help modal's index of pages: help is for everyone signed in.
    'GET /api/help-pages': [{ method: 'GET', path: () => '/api/help-pages', expected: signedInOnly(200) }],
    // An empty body: refused after the access rule, so nothing is written twice by the two office actors.
    'POST /api/help-pages': [{ method: 'POST', path: () => '/api/help-pages', body: () => ({}), expected: officeOnly(422) }],
    'PUT /api/help-pages/:id': [{ method: 'PUT', path: () => `/api/help-pages/${MISSING}`, body: () => ({ title: 'x' }), expected: officeOnly(404) }],
    'DELETE /api/help-pages/:id': [{ method: 'DELETE', path: () => `/api/help-pages/${MISSING}`, expected: officeOnly(404) }],
  },
};
