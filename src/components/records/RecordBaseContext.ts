/**
 * The list address of the section around (`/companies/7/references`): its records' views are paths
 * below it. Without one (a tab of the office's company page, whose route matches no path below it)
 * the views go in the query (src/domain/recordRoutes.ts).
 */
import { createContext } from 'react';

export const RecordBaseContext = createContext<string | null>(null);
