/** SPEC §3 lookup lists (describables) as GET /descriptions/:name answers them, one row per entry. */
import { z } from 'zod';

export const describableSchema = z.object({
  id: z.number().int(),
  shortDescription: z.string(),
  longDescription: z.string().nullable(),
  helpText: z.string().nullable(),
  languageCode: z.string(),
  orderNumber: z.number().int(),
});

export type Describable = z.infer<typeof describableSchema>;
