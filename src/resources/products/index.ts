/** The office's products resource (Tuotteet, invoicing group). */
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { ProductOrdersList } from './ProductOrdersList';
import { ProductCreate, ProductEdit, ProductList, ProductShow } from './ProductViews';

export const productsResource = {
  name: 'products',
  list: ProductList,
  show: ProductShow,
  edit: ProductEdit,
  create: ProductCreate,
  icon: Inventory2Icon,
  options: { label: 'invoicing.products.title' },
} as const;

/** Tilaukset: GET /product-orders (SPEC §2 product orders list). */
export const productOrdersResource = { name: 'product-orders', list: ProductOrdersList, icon: ShoppingCartIcon, options: { label: 'invoicing.orders.title' } } as const;
