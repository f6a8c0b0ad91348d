/** A company history entry as GET /api/companies/:id/history returns it (docs/api.md). */
export interface HistoryEntry {
  id: number;
  companyId: number;
  validFrom: string;
  validTo: string | null;
  content: string;
  companyHistoryEntryTypeId: number | null;
  createdBy: { id: number; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface HistoryPage {
  data: HistoryEntry[];
  meta: { currentPage: number; perPage: number; total: number; lastPage: number };
}
