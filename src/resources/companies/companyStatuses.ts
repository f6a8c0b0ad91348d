/** The office's company statuses (SPEC §3 company status labels) as react-admin choices. */
import { DESCRIBABLES } from '../../domain/describables';

export const COMPANY_STATUS_CHOICES = DESCRIBABLES['company-statuses'].map((status) => ({ id: status.id, name: status.shortDescription }));
