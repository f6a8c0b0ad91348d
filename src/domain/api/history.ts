/** SPEC §3 Company history entry as the API answers it (GET/POST/PUT /companies/:id/history). */

/** Dates validFrom and validTo as yyyy-MM-dd. */
export interface HistoryEntry {
  id: number;
  companyId: number;
  validFrom: string;
  validTo: string | null;
  content: string;
  companyHistoryEntryTypeId: number | null;
  /** Who added it; null when that user is gone. */
  createdBy: { id: number; name: string } | null;
  createdAt: string;
  updatedAt: string;
}
