/** SPEC §3 and §4 codes. Numbers are the SPEC's; names are the code's words for them. */

export const ContactType = {
  postalStreet: 1,
  postalPoBox: 2,
  visitingFinnish: 3,
  visitingForeign: 4,
  postalForeign: 5,
  web: 6,
  email: 7,
  linkedin: 8,
  twitter: 9,
  billingFinnish: 10,
  billingForeign: 11,
  electronicBillingFinnish: 12,
  coordinates: 13,
  facebook: 14,
  instagram: 15,
} as const;
export type ContactTypeId = (typeof ContactType)[keyof typeof ContactType];
export const LINK_LIKE_CONTACT_TYPES: readonly ContactTypeId[] = [
  ContactType.web,
  ContactType.email,
  ContactType.linkedin,
  ContactType.twitter,
];

export const UserRole = {
  sysadmin: 1,
  office: 2,
  board: 3,
  audit: 4,
  auditCertificateMaster: 5,
  auditCertificate: 6,
  intranet: 10,
} as const;
export type UserRoleId = (typeof UserRole)[keyof typeof UserRole];

export const CompanyPersonRole = { companyAdmin: 1, user: 2 } as const;

export const ApplicationType = {
  qualification: 1,
  qualificationRenewal: 2,
  qualificationExtension: 3,
  qualityCertificate: 4,
  qualityCertificateRenewal: 5,
  environmentalCertificate: 6,
  environmentalCertificateRenewal: 7,
  safetyCertificate: 8,
  safetyCertificateRenewal: 9,
  moistureCertificate: 10,
  moistureCertificateRenewal: 11,
} as const;

export const ApplicationStatus = {
  inProgress: 1,
  sent: 2,
  inEvaluation: 3,
  returned: 4,
  auditDone: 5,
  attachedToBoardMeeting: 6,
  auditPostponed: 7,
  discussedByBoard: 8,
  notified: 9,
  archived: 10,
  canceled: 11,
} as const;

/** SPEC §3 company document types: the files an application carries. */
export const DocumentType = {
  qualityManual: 4,
  machineryList: 6,
  liabilityInsurance: 10,
  consultingInsurance: 11,
  otherQualityManual: 13,
  application: 14,
  certificationAuditProgram: 16,
  mergerConfirmation: 17,
} as const;

export const CertificateKind = {
  quality: 2,
  proficiency: 3,
  environment: 5,
  occupationalSafety: 20,
  moisture: 23,
} as const;

/** Certificate audits (issue 21; lookup lists of the same numbers in describables.ts). */
export const AuditKind = { initial: 1, firstSurveillance: 2, secondSurveillance: 3, recertification: 4 } as const;
export const AuditProgramStatus = { planned: 1, confirmed: 2, inProgress: 3, finished: 4, cancelled: 5 } as const;
/** SPEC §4 report in progress / draft / accepted / ready ('report-statuses'). */
export const AuditReportStatus = { inProgress: 1, draft: 2, accepted: 3, ready: 4 } as const;
/** SPEC §4 deviation in progress / ready / accepted-fixed, default in progress ('deviation-statuses'). */
export const DeviationStatus = { inProgress: 1, ready: 2, acceptedFixed: 3 } as const;
export const DeviationSeverity = { light: 1, serious: 2 } as const;
export const AuditorConflictType = { consulting: 1, employment: 2, family: 3, other: 4 } as const;
/** SPEC §2 certificate plan types: the certificate kinds audited (quality, environment, safety, moisture). */
export const AUDITED_CERTIFICATE_KINDS = [2, 5, 20, 23] as const;
/** SPEC §3: the 16 evaluation report sections, 1–16 in order ('evaluation-report-sections'). */
export const EVALUATION_REPORT_SECTION_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] as const;

export const CompanyRelationshipType = { unknown: 1, daughter: 2, jointVenture: 3 } as const;

export const ToastType = ['info', 'success', 'warning', 'danger', 'error'] as const;
export type ToastType = (typeof ToastType)[number];
