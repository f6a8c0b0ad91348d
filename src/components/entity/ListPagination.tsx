/**
 * The pager of a react-admin <List>: the page sizes every office list offers (PAGE_SIZES). React-admin's
 * own choices (5, 10, 25, 50) do not hold a perPage of 100, and its selector then shows blank.
 */
import { Pagination } from 'react-admin';
import { PAGE_SIZES } from '../../domain/schemas/list';

export function ListPagination() {
  return <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />;
}
