/**
 * Numbers of the auditor costs in the Finnish form: hours and kilometres with up to two decimals
 * ("7,5"), euros with cents ("12,50 €"), since costs are kept to the cent (formatMoney rounds to
 * whole euros). A form's text from a stored number uses the decimal comma the schema reads back.
 */
const decimalFormat = new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 2 });
const euroFormat = new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatDecimal = (value: number | null | undefined): string => (value === null || value === undefined ? '–' : decimalFormat.format(value));
export const formatEuros = (value: number | null | undefined): string => (value === null || value === undefined ? '–' : euroFormat.format(value));

/** A stored number as the form's text: "7,5"; nothing stored is empty. */
export const inputText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value).replace('.', ','));
