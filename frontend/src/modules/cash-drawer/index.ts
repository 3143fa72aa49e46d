// What other modules use of the cash drawer: its panel, placed by the POS.
export { CashDrawerPanel } from './components/cash-drawer-panel';
