import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider, type UploadProgress } from '../../../src/dataProvider';
import { setUnauthorizedHandler } from '../../../src/dataProvider/httpClient';
import { getServerErrorPage, setServerErrorPage } from '../../../src/dataProvider/serverErrorPage';
import { api, server, setUpApi } from '../pages/helpers';
import { recordApi } from './apiRecorder';
import { uploadCall } from '../../../src/dataProvider/request';
import { addApplicationFile, createApplication, updateApplication } from '../../../src/domain/api/applicationActions';

setUpApi();

const provider = createDataProvider({ applications: 'companies/:companyId/applications' });
const pdf = () => new File(['%PDF-1.4 todistus'], 'todistus.pdf', { type: 'application/pdf' });

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  setUnauthorizedHandler(null);
  setServerErrorPage(null);
});

describe('multipart through create and update (msw)', () => {
  it('create with a file POSTs multipart with bracket names, the XSRF header and progress to meta.onProgress', async () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    const requests = recordApi({ 'POST /companies/7/applications': { status: 201, body: { id: 3, applicationTargetId: 4 } } });
    const progress: UploadProgress[] = [];
    const created = await provider.create('applications', {
      data: { companyId: 7, applicationTargetId: 4, applicationAreaCodes: ['A1'], files: [{ file: pdf(), fileTypeId: 2 }], note: null },
      meta: { onProgress: (p: UploadProgress) => progress.push(p) },
    });
    expect(created.data).toEqual({ id: 3, applicationTargetId: 4 });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('x-xsrf-token')).toBe('abc');
    expect(requests[0].form).toEqual([
      ['company_id', '7'],
      ['application_target_id', '4'],
      ['application_area_codes[]', 'A1'],
      ['files[0][file]', 'file:application/pdf'],
      ['files[0][file_type_id]', '2'],
    ]);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.percent).toBe(100);
  });

  it('create without files stays JSON', async () => {
    const requests = recordApi({ 'POST /companies/7/applications': { status: 201, body: { id: 3 } } });
    await provider.create('applications', { data: { applicationTargetId: 4, applicationAreaCodes: ['A1'] }, meta: { companyId: 7 } });
    expect(requests[0].form).toBeUndefined();
    expect(requests[0].json).toEqual({ application_target_id: 4, application_area_codes: ['A1'] });
  });

  it('update with a file goes as POST with _method=PUT and only the changed fields', async () => {
    const requests = recordApi({ 'POST /companies/7/applications/3': { body: { id: 3, industryDescription: 'Uusi' } } });
    const previousData = { id: 3, companyId: 7, industryDescription: 'Vanha', applicationTargetId: 4, files: [] };
    const updated = await provider.update('applications', {
      id: 3,
      data: { ...previousData, industryDescription: 'Uusi', files: [{ file: pdf(), fileTypeId: 2 }] },
      previousData,
    });
    expect(updated.data).toEqual({ id: 3, industryDescription: 'Uusi' });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].form).toEqual([
      ['industry_description', 'Uusi'],
      ['files[0][file]', 'file:application/pdf'],
      ['files[0][file_type_id]', '2'],
      ['_method', 'PUT'],
    ]);
  });

  it('upload() sends any body as multipart; method PUT becomes the override', async () => {
    const requests = recordApi({ 'POST /companies/7/financial-years/2/files': { status: 201, body: { id: 11 } } });
    const result = await uploadCall<{ id: number }>('/companies/7/financial-years/2/files', { file: pdf(), fileTypeId: [1, 2], archived: false }, { method: 'PUT' });
    expect(result.id).toBe(11);
    expect(requests[0].form).toEqual([
      ['file', 'file:application/pdf'],
      ['file_type_id[]', '1'],
      ['file_type_id[]', '2'],
      ['archived', '0'],
      ['_method', 'PUT'],
    ]);
  });

  it('a 422 keeps the field errors for the form, as JSON calls do', async () => {
    recordApi({
      'POST /companies/7/applications': {
        status: 422,
        body: { message: 'Tarkista hakemus.', errors: { 'files.0.file_type_id': ['Valitse tiedoston tyyppi.'], application_target_id: ['Valitse kohde.'] } },
      },
    });
    const error = (await provider
      .create('applications', { data: { applicationTargetId: 0, files: [{ file: pdf() }] }, meta: { companyId: 7 } })
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Tarkista hakemus.');
    expect(error.body.errors).toMatchObject({ applicationTargetId: 'Valitse kohde.' });
  });

  it('a 401 runs the logout handler; a 503 without JSON shows the server error page', async () => {
    const loggedOut = vi.fn();
    setUnauthorizedHandler(loggedOut);
    server.use(
      http.post(api('/upload/401'), () => HttpResponse.json({ message: 'Kirjaudu sisään jatkaaksesi.' }, { status: 401 })),
      http.post(api('/upload/503'), () => new HttpResponse('<html>Bad gateway</html>', { status: 503 })),
    );
    const unauthorized = (await uploadCall('/upload/401', { file: pdf() }).catch((e: unknown) => e)) as HttpError;
    expect(unauthorized.status).toBe(401);
    expect(loggedOut).toHaveBeenCalledTimes(1);
    const unavailable = (await uploadCall('/upload/503', { file: pdf() }).catch((e: unknown) => e)) as HttpError;
    expect(unavailable.status).toBe(503);
    expect(getServerErrorPage()).toEqual({ status: 503, data: '<html>Bad gateway</html>' });
  });
});

describe('an action that takes JSON or a form (SPEC §7 applications)', () => {
  it('goes as JSON without files or area codes', async () => {
    const requests = recordApi({ 'POST /companies/7/applications': { status: 201, body: { id: 3 } } });
    await provider.action(createApplication, { id: 7 }, { body: { application_target_id: 4 } });
    expect(requests[0].json).toEqual({ application_target_id: 4 });
    expect(requests[0].form).toBeUndefined();
  });

  it('an update with area codes goes as a form POSTed with _method=PUT, an emptied set as name[] with one empty value', async () => {
    const requests = recordApi({ 'POST /companies/7/applications/3': { body: { id: 3 } } });
    await provider.action(updateApplication, { id: 7, appId: 3 }, { body: { application_area_codes: [2, 5], application_scopes: [] } });
    expect(requests[0].form).toEqual([
      ['application_area_codes[]', '2'],
      ['application_area_codes[]', '5'],
      ['application_scopes[]', ''],
      ['_method', 'PUT'],
    ]);
  });

  it('a file goes as a form with its fields and progress; a stored file reused goes as JSON', async () => {
    const requests = recordApi({ 'POST /companies/7/applications/3/files': { status: 201, body: { id: 9 } } });
    const progress: UploadProgress[] = [];
    await provider.action(addApplicationFile, { id: 7, appId: 3 }, { body: { file_type_id: 10 }, files: { file: pdf() }, onProgress: (p) => progress.push(p) });
    expect(requests[0].form).toEqual([
      ['file_type_id', '10'],
      ['file', 'file:application/pdf'],
    ]);
    expect(progress.length).toBeGreaterThan(0);
    await provider.action(addApplicationFile, { id: 7, appId: 3 }, { body: { duplicate_file_id: 70, file_type_id: 10 } });
    expect(requests[1].json).toEqual({ duplicate_file_id: 70, file_type_id: 10 });
  });
});
