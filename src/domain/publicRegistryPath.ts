/** The public registry's addresses (issue 20): no dependencies, so the entry chunk's route table may name them. */
export const PUBLIC_REGISTRY_PATH = '/rekisteri';
export const publicCertificatePath = (number: string) => `${PUBLIC_REGISTRY_PATH}/todistus/${encodeURIComponent(number)}`;
