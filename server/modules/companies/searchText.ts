/** What a search finds a company by: its name and business ID (the text of migration 028's company indexes). */
import { searchText, type SearchText } from '../../http/list';

/** `alias`: the companies table's name or alias in the select. */
export const companySearchText = (alias: string): SearchText => searchText([`${alias}.name`, `${alias}.registration_number`], { bigrams: `${alias}.search_bigrams` });
