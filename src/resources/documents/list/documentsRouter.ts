import { parseQueryFromLocation } from 'react-admin';
import type { ListAddressSpelling } from '../../../components/ListRouter.tsx';
import { addressParams, viewOfAddress } from './listAddress.ts';

/**
 * The documents list's address as the spec's screens and links spell it (listAddress.ts), for react-admin's list
 * controller, which then keeps sort, filters and page in the address itself.
 */
export const DOCUMENTS_ADDRESS: ListAddressSpelling = {
  toList: (search) => {
    if (!search || search === '?') return '';
    const { filter, sort, page } = viewOfAddress(search);
    const p = new URLSearchParams({ filter: JSON.stringify(filter) });
    if (sort) {
      p.set('sort', sort.field);
      p.set('order', sort.order);
    }
    if (page) p.set('page', String(page));
    return `?${p.toString()}`;
  },
  // react-admin's own writes always name perPage
  fromList: (search) => {
    if (!new URLSearchParams(search).has('perPage')) return null;
    const { filter = {}, sort, order, page } = parseQueryFromLocation({ search });
    const params = addressParams(filter, { field: sort, order }, Number(page)).toString();
    return params ? `?${params}` : '';
  },
};
