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

export const CompanyRelationshipType = { unknown: 1, daughter: 2, jointVenture: 3 } as const;

export const ToastType = ['info', 'success', 'warning', 'danger', 'error'] as const;
export type ToastType = (typeof ToastType)[number];
