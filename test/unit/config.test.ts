import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PRH_API_URL, loadConfig } from '../../server/config';

describe('settings', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      prhApiUrl: DEFAULT_PRH_API_URL,
      sessionSecret: undefined,
    });
    expect(loadConfig({ PORT: '4000' }).appUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '', APP_URL: 'https://pateva.example/' }).appUrl).toBe('https://pateva.example');
  });
  it('stops on bad settings with a message naming each', () => {
    const bad = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*SESSION_SECRET: must be at least 32 characters/);
  });
  it('takes an S3-compatible bucket for files (S3_URL), refuses one without a bucket', () => {
    expect(loadConfig({}).s3Url).toBeUndefined();
    expect(loadConfig({ S3_URL: 'https://AK:SK@minio.example:9000/pateva?region=eu-north-1' }).s3Url).toBe('https://AK:SK@minio.example:9000/pateva?region=eu-north-1');
    expect(() => loadConfig({ S3_URL: 'https://minio.example' })).toThrow(/S3_URL: must be https:\/\/\[key:secret@\]host\/bucket/);
  });
});

describe('SENTRY_DSN (issue 22 §5)', () => {
  it('is off when unset, takes a DSN with its environment and release, refuses other text', () => {
    expect(loadConfig({}).errorTracker).toBeNull();
    expect(loadConfig({ SENTRY_DSN: 'https://key@glitchtip.example/3', SENTRY_RELEASE: '1.2' }).errorTracker).toEqual({ dsn: 'https://key@glitchtip.example/3', environment: 'production', release: '1.2' });
    expect(loadConfig({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/4', SENTRY_ENVIRONMENT: 'staging' }).errorTracker?.environment).toBe('staging');
    expect(() => loadConfig({ SENTRY_DSN: 'https://glitchtip.example' })).toThrow(/SENTRY_DSN: must be a DSN/);
  });
});

describe('TRUST_PROXY (issue 18 #4)', () => {
  it('takes the proxies\' addresses, subnets and proxy-addr names, or nothing', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8']);
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal,loopback' }).trustProxy).toEqual(['uniquelocal', 'loopback']);
  });
  it('refuses true, a hop count and anything that is not an address, saying what to write', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe any X-Forwarded-For a client writes; name the load balancers' addresses/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a hop count is not supported/);
    for (const bad of ['10.0.0.300', '10.0.0.0/33', 'fd00::/129', 'lb.internal', '10.0.0.1,', '10.0.0.0/8/1', '0x7f000001']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: .* (is not an IP address|has a bad subnet size)/);
    }
  });
});

describe('INVOICE_SELLER_* (the seller of the e-invoices)', () => {
  const seller = {
    INVOICE_SELLER_NAME: 'Rakennusalan Pätevyys ry',
    INVOICE_SELLER_BUSINESS_ID: '0112038-9',
    INVOICE_SELLER_STREET: 'Unioninkatu 14',
    INVOICE_SELLER_POST_CODE: '00130',
    INVOICE_SELLER_TOWN: 'Helsinki',
    INVOICE_SELLER_IBAN: 'FI21 1234 5600 0007 85',
    INVOICE_SELLER_BIC: 'NDEAFIHH',
    INVOICE_SELLER_OPERATOR: '003721291126',
  };

  it('is the demo association when none is set, the settings when all are', () => {
    expect(loadConfig({}).invoiceSeller).toBeNull();
    expect(loadConfig(seller).invoiceSeller).toEqual({
      name: 'Rakennusalan Pätevyys ry',
      businessId: '0112038-9',
      // 0037 and the business ID's digits, unless INVOICE_SELLER_EINVOICE_ADDRESS says otherwise.
      ovt: '003701120389',
      operatorId: '003721291126',
      street: 'Unioninkatu 14',
      postCode: '00130',
      town: 'Helsinki',
      iban: 'FI2112345600000785',
      bic: 'NDEAFIHH',
    });
    expect(loadConfig({ ...seller, INVOICE_SELLER_EINVOICE_ADDRESS: '003701120389100' }).invoiceSeller?.ovt).toBe('003701120389100');
  });

  it('stops when only some are set, naming the missing ones', () => {
    const partial = () => loadConfig({ INVOICE_SELLER_NAME: 'Rakennusalan Pätevyys ry', INVOICE_SELLER_IBAN: 'FI2112345600000785' });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/INVOICE_SELLER_BUSINESS_ID: required[\s\S]*INVOICE_SELLER_OPERATOR: required/);
    expect(partial).not.toThrow(/INVOICE_SELLER_NAME/);
  });

  it('refuses a business ID, IBAN or BIC that does not check out', () => {
    expect(() => loadConfig({ ...seller, INVOICE_SELLER_BUSINESS_ID: '0112038-8' })).toThrow(/INVOICE_SELLER_BUSINESS_ID: must be a Finnish business ID/);
    expect(() => loadConfig({ ...seller, INVOICE_SELLER_IBAN: 'FI2112345600000786' })).toThrow(/INVOICE_SELLER_IBAN: must be an IBAN/);
    expect(() => loadConfig({ ...seller, INVOICE_SELLER_BIC: 'nordea' })).toThrow(/INVOICE_SELLER_BIC: must be a BIC/);
    expect(() => loadConfig({ ...seller, INVOICE_SELLER_NAME: 'Pätevä\u0000ry' })).toThrow(/INVOICE_SELLER_NAME: must not contain NUL/);
  });
});
