import { describe, expect, it } from 'vitest';
import { CERTIFICATE_EVENT_LABELS, CERTIFICATE_STATUS_LABELS } from '../../src/domain/certificateStatus';
import { fiRegistry } from '../../src/i18n/fiRegistry';

describe("the public registry pages' own copy of the status texts", () => {
  it('says what the domain says', () => {
    expect(fiRegistry.statusText).toEqual(CERTIFICATE_STATUS_LABELS);
    expect(fiRegistry.events).toEqual(CERTIFICATE_EVENT_LABELS);
  });
});
