/** SPEC §3 lookup lists (describables) as GET /descriptions/:name answers them, one row per entry. */

export interface Describable {
  id: number;
  shortDescription: string;
  longDescription: string | null;
  helpText: string | null;
  languageCode: string;
  orderNumber: number;
}
