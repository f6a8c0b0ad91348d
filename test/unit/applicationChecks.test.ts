import { describe, expect, it } from 'vitest';
import { applicationValidationSchema } from '../../src/domain/api/applications';
import {
  addMonths,
  applicableRequirements,
  canSend,
  failures,
  insuranceStillValid,
  personCertificateTypeIdsOf,
  referenceCounts,
  sendRefusal,
  validateApplication,
  type ApplicationCheckInput,
  type CheckIndustry,
  type CheckRequirement,
} from '../../src/domain/applicationChecks';
import { planRenewal, type RenewalSource } from '../../src/domain/applicationRenewal';

const TODAY = '2026-06-15';

const requirement = (over: Partial<CheckRequirement> = {}): CheckRequirement => ({
  id: 1,
  companyId: null,
  certificateTypeId: 3,
  minTotalBilling: null,
  maxReferenceAge: null,
  minReferenceCount: null,
  fileTypeId: null,
  educationDegreeIds: [],
  personCertificateTypeIds: [],
  ...over,
});

const industry = (over: Partial<CheckIndustry> = {}): CheckIndustry => ({
  classificationIndustryId: 10,
  symbolicNumber: '2.1.3',
  shortDescription: 'Pohjavesien hallinta',
  requirements: [],
  references: [],
  ...over,
});

const goodYears = [
  { year: 2025, periodEnd: '2025-12-31', fileTypeIds: [9] },
  { year: 2024, periodEnd: '2024-12-31', fileTypeIds: [1, 2] },
];

/** A qualification application that passes everything. */
const input = (over: Partial<ApplicationCheckInput> = {}): ApplicationCheckInput => ({
  companyId: 7,
  applicationId: 42,
  applicationTypeId: 1,
  contactPersonId: 100,
  vastuuGroupAgreement: true,
  contractAgreement: true,
  industries: [industry()],
  people: [{ personId: 100, name: 'Maija Meikäläinen', email: 'maija@example.test', educationDegreeIds: [3], personCertificateTypeIds: [1] }],
  files: [],
  financialYears: goodYears,
  applicationOfficeCount: 1,
  companyOfficeCount: 1,
  scopeCount: 0,
  areaCodeCount: 0,
  today: TODAY,
  ...over,
});

const section = (validation: ReturnType<typeof validateApplication>, name: string) => {
  const found = validation.sections.find((s) => s.section === name);
  if (!found) throw new Error(`no section ${name}`);
  return found;
};
const messages = (validation: ReturnType<typeof validateApplication>, result: string) =>
  validation.sections.flatMap((s) => s.items.filter((i) => i.result === result).map((i) => i.message));

describe('helpers', () => {
  it('adds months, clamping to a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2021-06-15', 60)).toBe('2026-06-15');
  });

  it('counts a reference younger than maxReferenceAge whole months, ended by the day', () => {
    expect(referenceCounts({ workEndDate: '2021-06-16' }, 60, TODAY)).toBe(true); // 59 months
    expect(referenceCounts({ workEndDate: '2021-06-15' }, 60, TODAY)).toBe(false); // 60 months: not younger
    expect(referenceCounts({ workEndDate: '2010-01-01' }, null, TODAY)).toBe(true);
    expect(referenceCounts({ workEndDate: null }, null, TODAY)).toBe(false);
    expect(referenceCounts({ workEndDate: '2026-06-16' }, 60, TODAY)).toBe(false);
    expect(referenceCounts({ workEndDate: TODAY }, 60, TODAY)).toBe(true);
  });

  it("picks the kind's requirements, the company's own replacing the general ones", () => {
    const general = requirement({ id: 1 });
    const quality = requirement({ id: 2, certificateTypeId: 2 });
    const any = requirement({ id: 3, certificateTypeId: null });
    const own = requirement({ id: 4, companyId: 7 });
    const other = requirement({ id: 5, companyId: 8 });
    expect(applicableRequirements([general, quality, any, other], 7, 3).map((r) => r.id)).toEqual([1, 3]);
    expect(applicableRequirements([general, quality, any, own, other], 7, 3).map((r) => r.id)).toEqual([4]);
    expect(applicableRequirements([general, quality], 7, 2).map((r) => r.id)).toEqual([2]);
  });

  it('takes an insurance document as valid for a year from its upload', () => {
    expect(insuranceStillValid('2025-06-16', TODAY)).toBe(true);
    expect(insuranceStillValid('2025-06-15', TODAY)).toBe(false);
  });
});

describe('validateApplication', () => {
  it('passes a complete qualification application, every section answered, the wire shape kept', () => {
    const validation = validateApplication(input());
    expect(applicationValidationSchema.parse(validation)).toEqual(validation);
    expect(validation.result).toBe('OK');
    expect(canSend(validation)).toBe(true);
    expect(validation.sections.map((s) => s.section)).toEqual(['application', 'vastuugroup-member', 'financial', 'personnel', 'industries', 'references', 'attachments']);
    expect(section(validation, 'references').result).toBe('NONE');
    expect(section(validation, 'financial').items[0].result).toBe('OK');
    // Finnish numerals: one in the singular, more in the partitive.
    expect(messages(validation, 'OK')).toEqual(expect.arrayContaining(['Hakemukseen on valittu 1 toimipaikka.', 'Hakemukseen on valittu 1 toimiala.']));
    expect(messages(validateApplication(input({ applicationOfficeCount: 2, industries: [industry(), industry({ classificationIndustryId: 11 })] })), 'OK')).toEqual(
      expect.arrayContaining(['Hakemukseen on valittu 2 toimipaikkaa.', 'Hakemukseen on valittu 2 toimialaa.']),
    );
  });

  it('fails too few references younger than maxReferenceAge, linking to the references', () => {
    const validation = validateApplication(
      input({
        industries: [
          industry({
            requirements: [requirement({ minReferenceCount: 3, maxReferenceAge: 60 })],
            references: [
              { id: 1, title: 'Uusi', workEndDate: '2025-01-01', totalBillingEuros: 100 },
              { id: 2, title: 'Vanha', workEndDate: '2020-01-01', totalBillingEuros: 100 },
            ],
          }),
        ],
      }),
    );
    expect(validation.result).toBe('FAIL');
    expect(canSend(validation)).toBe(false);
    const references = section(validation, 'references');
    expect(references.result).toBe('FAIL');
    expect(references.items).toContainEqual({
      result: 'FAIL',
      message: 'Toimialalle 2.1.3 tarvitaan vähintään 3 alle 60 kuukautta vanhaa referenssiä; liitetty 1.',
      link: '/companies/7/references',
      linkText: 'Referenssit',
    });
  });

  it('passes the count when enough references are young, and warns when one ages out during review', () => {
    const ok = validateApplication(
      input({
        industries: [industry({ requirements: [requirement({ minReferenceCount: 1, maxReferenceAge: 60 })], references: [{ id: 1, title: 'A', workEndDate: '2025-01-01', totalBillingEuros: null }] })],
      }),
    );
    expect(section(ok, 'references').result).toBe('OK');
    expect(messages(ok, 'OK')).toContain('Toimialalle 2.1.3 on liitetty 1 alle 60 kuukautta vanha referenssi (vaaditaan vähintään 1).');

    const aging = validateApplication(
      input({
        industries: [industry({ requirements: [requirement({ minReferenceCount: 1, maxReferenceAge: 60 })], references: [{ id: 1, title: 'Koulu', workEndDate: '2021-08-01', totalBillingEuros: null }] })],
      }),
    );
    expect(aging.result).toBe('WARNING');
    expect(canSend(aging)).toBe(true);
    expect(messages(aging, 'WARNING')).toEqual([
      'Toimialan 2.1.3 referenssi ”Koulu” täyttää 60 kuukautta 01.08.2026, jolloin vähimmäismäärä ei enää täyty. Liitä uudempi referenssi.',
    ]);
  });

  it('does not warn about aging when enough references remain after the window', () => {
    const validation = validateApplication(
      input({
        industries: [
          industry({
            requirements: [requirement({ minReferenceCount: 1, maxReferenceAge: 60 })],
            references: [
              { id: 1, title: 'Koulu', workEndDate: '2021-08-01', totalBillingEuros: null },
              { id: 2, title: 'Uusi', workEndDate: '2025-08-01', totalBillingEuros: null },
            ],
          }),
        ],
      }),
    );
    expect(validation.result).toBe('OK');
  });

  it('does not count unfinished work, and says why', () => {
    const validation = validateApplication(
      input({
        industries: [
          industry({
            requirements: [requirement({ minReferenceCount: 1 })],
            references: [
              { id: 1, title: 'Kesken', workEndDate: null, totalBillingEuros: 5 },
              { id: 2, title: 'Tuleva', workEndDate: '2027-01-01', totalBillingEuros: 5 },
            ],
          }),
        ],
      }),
    );
    expect(messages(validation, 'FAIL')).toEqual(['Toimialalle 2.1.3 tarvitaan vähintään 1 referenssi; liitetty 0.']);
    expect(messages(validation, 'WARNING')).toEqual([
      'Referenssiä ”Kesken” ei laskettu toimialalle 2.1.3: työn päättymispäivä puuttuu.',
      'Referenssiä ”Tuleva” ei laskettu toimialalle 2.1.3: työ päättyy vasta 01.01.2027.',
    ]);
  });

  it('fails total billing below minTotalBilling, summing only the references that count', () => {
    const validation = validateApplication(
      input({
        industries: [
          industry({
            requirements: [requirement({ minTotalBilling: 200_000, maxReferenceAge: 60 })],
            references: [
              { id: 1, title: 'A', workEndDate: '2025-01-01', totalBillingEuros: 150_000 },
              { id: 2, title: 'Vanha', workEndDate: '2019-01-01', totalBillingEuros: 900_000 },
              { id: 3, title: 'B', workEndDate: '2025-02-01', totalBillingEuros: null },
            ],
          }),
        ],
      }),
    );
    const [fail] = messages(validation, 'FAIL');
    expect(fail.replace(/\s/g, ' ')).toBe('Toimialan 2.1.3 referenssien yhteenlaskettu laskutus on 150 000 €; vaaditaan vähintään 200 000 €.');
    expect(section(validation, 'references').items[0].link).toBe('/companies/7/references');

    const enough = validateApplication(
      input({ industries: [industry({ requirements: [requirement({ minTotalBilling: 200_000 })], references: [{ id: 1, title: 'A', workEndDate: '2025-01-01', totalBillingEuros: 200_000 }] })] }),
    );
    expect(enough.result).toBe('OK');
  });

  it('fails without a person holding a required education degree or person certificate', () => {
    const validation = validateApplication(
      input({ industries: [industry({ requirements: [requirement({ educationDegreeIds: [4, 5], personCertificateTypeIds: [1, 8] })] })] }),
    );
    const personnel = section(validation, 'personnel');
    expect(personnel.result).toBe('FAIL');
    expect(personnel.items).toEqual([
      {
        result: 'FAIL',
        message: 'Toimialalle 2.1.3 tarvitaan henkilö, jolla on jokin näistä tutkinnoista: Insinööri (AMK), rakennustekniikka, Diplomi-insinööri, rakennustekniikka. Yrityksen henkilöillä ei ole niitä.',
        link: '/companies/7/people',
        linkText: 'Henkilöt',
      },
      { result: 'OK', message: 'Toimialan 2.1.3 henkilöpätevyys Työturvallisuuskortti: Maija Meikäläinen.', link: null, linkText: null },
      {
        result: 'FAIL',
        message: 'Toimialalle 2.1.3 tarvitaan henkilö, jolla on voimassa oleva Tieturva 1. Yrityksen henkilöillä ei ole sitä.',
        link: '/companies/7/people',
        linkText: 'Henkilöt',
      },
    ]);
    const met = validateApplication(input({ industries: [industry({ requirements: [requirement({ educationDegreeIds: [3, 4] })] })] }));
    expect(section(met, 'personnel').items).toEqual([{ result: 'OK', message: 'Toimialan 2.1.3 tutkintovaatimus täyttyy: Maija Meikäläinen.', link: null, linkText: null }]);
  });

  it("ignores requirements of another certificate kind or another company's", () => {
    const validation = validateApplication(
      input({ industries: [industry({ requirements: [requirement({ certificateTypeId: 2, minReferenceCount: 5 }), requirement({ companyId: 99, minReferenceCount: 5 })] })] }),
    );
    expect(validation.result).toBe('OK');
  });

  it("fails a required file missing: the type's and a requirement's", () => {
    const validation = validateApplication(
      input({
        applicationTypeId: 4,
        scopeCount: 1,
        areaCodeCount: 1,
        industries: [industry({ requirements: [requirement({ certificateTypeId: 2, fileTypeId: 11 })] })],
        files: [{ fileTypeId: 10, name: 'vakuutus.pdf', uploadedOn: '2026-05-01', documentReadinessId: 1 }],
      }),
    );
    const attachments = section(validation, 'attachments');
    expect(attachments.items).toEqual([
      { result: 'OK', message: 'Liite Vastuuvakuutus: vakuutus.pdf.', link: null, linkText: null },
      { result: 'FAIL', message: 'Hakemuksesta puuttuu liite: Laatukäsikirja.', link: '/companies/7/applications/42', linkText: 'Hakemus' },
      { result: 'FAIL', message: 'Hakemuksesta puuttuu liite: Konsulttivakuutus (toimialan 2.1.3 vaatimus).', link: '/companies/7/applications/42', linkText: 'Hakemus' },
    ]);
  });

  it('warns about an insurance certificate uploaded over a year ago; a file marked not valid does not count', () => {
    const validation = validateApplication(
      input({
        applicationTypeId: 6,
        scopeCount: 1,
        areaCodeCount: 1,
        files: [{ fileTypeId: 10, name: 'vanha.pdf', uploadedOn: '2025-01-10', documentReadinessId: 3 }],
      }),
    );
    expect(validation.result).toBe('WARNING');
    expect(messages(validation, 'WARNING')).toEqual(['Liite Vastuuvakuutus on ladattu 10.01.2025, yli vuosi sitten. Varmista, että vakuutus on voimassa, tai lisää uusi todistus.']);

    const rejected = validateApplication(
      input({ applicationTypeId: 6, scopeCount: 1, areaCodeCount: 1, files: [{ fileTypeId: 10, name: 'x.pdf', uploadedOn: '2026-06-01', documentReadinessId: 2 }] }),
    );
    expect(messages(rejected, 'FAIL')).toEqual(['Toimisto on merkinnyt liitteen Vastuuvakuutus puutteelliseksi. Lisää uusi.']);
  });

  it('fails incomplete financial years with the finances link', () => {
    const validation = validateApplication(input({ financialYears: [{ year: 2025, periodEnd: '2025-12-31', fileTypeIds: [1] }] }));
    const financial = section(validation, 'financial');
    expect(financial.result).toBe('FAIL');
    expect(financial.items.map((i) => i.message)).toEqual([
      'Vain yhden päättyneen tilikauden (2025) tiedot on lisätty. Lisää myös sitä edeltävän tilikauden tiedot ja asiakirjat.',
      'Tilikaudelta 2025 puuttuu tuloslaskelma (tai yhdistetty tuloslaskelma ja tase).',
    ]);
    expect(financial.items.every((i) => i.link === '/companies/7/finances' && i.linkText === 'Talous')).toBe(true);
    expect(messages(validateApplication(input({ financialYears: [] })), 'FAIL')).toEqual([
      'Tilinpäätöstietoja ei ole lisätty. Lisää kahden viimeisimmän päättyneen tilikauden tiedot ja tilinpäätösasiakirjat.',
    ]);
  });

  it('fails the Vastuu Group and contract agreements not accepted', () => {
    const validation = validateApplication(input({ vastuuGroupAgreement: false, contractAgreement: false }));
    expect(section(validation, 'vastuugroup-member').items).toEqual([
      { result: 'FAIL', message: 'Vastuu Group -sopimusta ei ole hyväksytty.', link: '/companies/7/applications/42', linkText: 'Hakemus' },
    ]);
    expect(messages(validation, 'FAIL')).toContain('Sopimusehtoja ei ole hyväksytty.');
  });

  it('fails a qualification without industries; a certificate may have none', () => {
    const qualification = validateApplication(input({ industries: [] }));
    expect(section(qualification, 'industries').items).toEqual([
      { result: 'FAIL', message: 'Hakemukseen ei ole valittu yhtään toimialaa.', link: '/companies/7/applications/42', linkText: 'Hakemus' },
    ]);
    const certificate = validateApplication(
      input({ applicationTypeId: 8, industries: [], scopeCount: 1, areaCodeCount: 2, files: [{ fileTypeId: 10, name: 'v.pdf', uploadedOn: '2026-06-01', documentReadinessId: 1 }] }),
    );
    expect(section(certificate, 'industries').result).toBe('NONE');
    expect(certificate.result).toBe('OK');
  });

  it('fails without a contact person, or one no longer of the company; warns without an e-mail', () => {
    expect(messages(validateApplication(input({ contactPersonId: null })), 'FAIL')).toEqual(['Hakemukselle ei ole valittu yhteyshenkilöä.']);
    expect(messages(validateApplication(input({ contactPersonId: 555 })), 'FAIL')).toEqual([
      'Hakemuksen yhteyshenkilö ei ole enää yrityksen henkilö. Valitse uusi yhteyshenkilö.',
    ]);
    const noEmail = validateApplication(input({ people: [{ personId: 100, name: 'Matti', email: null, educationDegreeIds: [], personCertificateTypeIds: [] }] }));
    expect(noEmail.result).toBe('WARNING');
    expect(section(noEmail, 'application').items[0].link).toBe('/companies/7/people');
  });

  it('certificate: fails without a scope, warns without area codes; qualification: warns without offices', () => {
    const certificate = validateApplication(input({ applicationTypeId: 10, industries: [], files: [{ fileTypeId: 10, name: 'v.pdf', uploadedOn: '2026-06-01', documentReadinessId: 1 }] }));
    expect(messages(certificate, 'FAIL')).toEqual(['Hakemuksesta puuttuu sertifikaatin soveltamisala.']);
    expect(messages(certificate, 'WARNING')).toEqual(['Hakemukseen ei ole valittu toiminta-alueita (maakuntia).']);
    expect(messages(validateApplication(input({ applicationOfficeCount: 0 })), 'WARNING')).toEqual(['Hakemukseen ei ole valittu yhtään toimipaikkaa.']);
    const noOffices = validateApplication(input({ applicationOfficeCount: 0, companyOfficeCount: 0 }));
    expect(section(noOffices, 'application').items.find((i) => i.result === 'WARNING')?.link).toBe('/companies/7/offices');
  });

  it('the refusal names the first three failures and how many more', () => {
    const validation = validateApplication(input({ contactPersonId: null, contractAgreement: false, vastuuGroupAgreement: false, industries: [], financialYears: [] }));
    expect(failures(validation)).toHaveLength(5);
    expect(sendRefusal(validation)).toBe(
      'Hakemusta ei voi lähettää: Hakemukselle ei ole valittu yhteyshenkilöä. Sopimusehtoja ei ole hyväksytty. Vastuu Group -sopimusta ei ole hyväksytty. Lisäksi 2 muuta puutetta.',
    );
  });
});

describe('planRenewal', () => {
  const source = (over: Partial<RenewalSource> = {}): RenewalSource => ({
    industries: [
      {
        classificationIndustryId: 10,
        symbolicNumber: '2.1.3',
        shortDescription: 'Pohjavedet',
        available: true,
        granted: true,
        maxReferenceAge: 60,
        references: [
          { id: 1, title: 'Uusi koulu', workEndDate: '2024-05-01', granted: true },
          { id: 2, title: 'Vanha silta', workEndDate: '2020-05-01', granted: true },
          { id: 3, title: 'Hylätty', workEndDate: '2025-05-01', granted: false },
          { id: 4, title: 'Kesken', workEndDate: null, granted: null },
        ],
      },
      { classificationIndustryId: 11, symbolicNumber: '1.1', shortDescription: 'Asuinrakennukset', available: false, granted: true, maxReferenceAge: 60, references: [] },
      { classificationIndustryId: 12, symbolicNumber: '1.2', shortDescription: 'Julkiset', available: true, granted: false, maxReferenceAge: null, references: [] },
    ],
    offices: [
      { id: 20, companyOfficeId: 5, description: 'Tampere', isGranted: true },
      { id: 21, companyOfficeId: null, description: 'Oulu', isGranted: true },
      { id: 22, companyOfficeId: 6, description: 'Turku', isGranted: false },
    ],
    files: [
      { id: 30, fileTypeId: 4, name: 'laatu.pdf', uploadedOn: '2020-01-01', documentReadinessId: 3 },
      { id: 31, fileTypeId: 10, name: 'vakuutus-vanha.pdf', uploadedOn: '2025-01-01', documentReadinessId: 3 },
      { id: 32, fileTypeId: 10, name: 'vakuutus.pdf', uploadedOn: '2026-01-01', documentReadinessId: 3 },
      { id: 33, fileTypeId: 14, name: 'hakemus.pdf', uploadedOn: '2026-01-01', documentReadinessId: 3 },
      { id: 34, fileTypeId: 13, name: 'muu.pdf', uploadedOn: '2026-01-01', documentReadinessId: 2 },
    ],
    ...over,
  });

  it('copies what is still valid and lists what was left out, in Finnish', () => {
    const plan = planRenewal(source(), TODAY);
    expect(plan.industries).toEqual([{ classificationIndustryId: 10, referenceIds: [1, 4] }]);
    expect(plan.officeIds).toEqual([20]);
    expect(plan.fileIds).toEqual([30, 32]);
    expect(plan.changes).toEqual([
      'Referenssi ”Vanha silta” jätettiin pois toimialalta 2.1.3: 73 kuukautta vanha (työ päättyi 01.05.2020); toimialalle kelpaavat alle 60 kuukautta vanhat.',
      'Referenssi ”Hylätty” jätettiin pois toimialalta 2.1.3: sitä ei hyväksytty edellisellä hakemuksella.',
      'Toimiala 1.1 Asuinrakennukset jätettiin pois: sitä ei voi enää hakea.',
      'Toimiala 1.2 Julkiset jätettiin pois: sitä ei myönnetty edellisellä hakemuksella.',
      'Toimipaikka Oulu jätettiin pois: se on poistettu yrityksen toimipaikoista.',
      'Toimipaikka Turku jätettiin pois: sitä ei hyväksytty edellisellä hakemuksella.',
      'Liite Vastuuvakuutus (vakuutus-vanha.pdf) jätettiin pois: ladattu 01.01.2025, yli vuosi sitten; lisää voimassa oleva vakuutustodistus.',
      'Liite Hakemus (hakemus.pdf) jätettiin pois: se koskee vain edellistä hakemusta.',
      'Liite Muu laatukäsikirja (muu.pdf) jätettiin pois: toimisto merkitsi sen puutteelliseksi.',
    ]);
  });

  it('copies everything and reports nothing when nothing has changed', () => {
    const plan = planRenewal(source({ industries: [], offices: [{ id: 20, companyOfficeId: 5, description: 'Tampere', isGranted: null }], files: [] }), TODAY);
    expect(plan).toEqual({ industries: [], officeIds: [20], fileIds: [], changes: [] });
  });
});

describe('personCertificateTypeIdsOf', () => {
  it('reads the types from the free-text names, case and spacing aside', () => {
    expect(personCertificateTypeIdsOf(['Tieturva 1 -kortti', 'TYÖTURVALLISUUSKORTTI', 'Jokin muu'])).toEqual([1, 8]);
    expect(personCertificateTypeIdsOf(['Vastaava  työnjohtaja (FISE)'])).toEqual([6]);
    expect(personCertificateTypeIdsOf([])).toEqual([]);
  });
});
