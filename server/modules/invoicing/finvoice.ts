/**
 * Finvoice 3.0 e-invoices of an invoicing basis (issue 22 §3): one <Finvoice> message per company in
 * a <FinvoiceMessages> file (kept together for one download; the operator takes them one by one).
 * No XML library is kept in node_modules for writing, so the text is built here with every value
 * escaped (xmlText) and nothing else unescaped.
 */
import { DEMO_SELLER, type InvoiceSeller, type InvoicingBasis, type InvoicingCompany } from '../../../src/domain/invoicing';


/** XML 1.0 text: the five specials escaped, characters XML cannot carry dropped. */
export function xmlText(value: string | number): string {
  return String(value)
    // eslint-disable-next-line no-control-regex
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const el = (name: string, value: string | number | null | undefined, attributes = ''): string =>
  value === null || value === undefined || value === '' ? '' : `<${name}${attributes}>${xmlText(value)}</${name}>`;
const amount = (euros: number) => euros.toFixed(2).replace('.', ',');
const ccyymmdd = (isoDay: string) => isoDay.replace(/-/g, '');
const date = (name: string, isoDay: string) => `<${name} Format="CCYYMMDD">${ccyymmdd(isoDay)}</${name}>`;
const money = (name: string, euros: number) => `<${name} AmountCurrencyIdentifier="EUR">${amount(euros)}</${name}>`;

function invoice(seller: InvoiceSeller, company: InvoicingCompany, basis: InvoicingBasis, index: number, today: string): string {
  const number = `${basis.to.replace(/-/g, '')}${String(index + 1).padStart(4, '0')}`;
  const [street, postLine] = company.addressLines;
  const [postCode, ...town] = (postLine ?? '').split(' ');
  const rows = company.rows
    .map(
      (row) =>
        '<InvoiceRow>' +
        el('ArticleIdentifier', row.productCode) +
        el('ArticleName', row.description.slice(0, 100)) +
        `<DeliveredQuantity QuantityUnitCode="${xmlText(row.unit)}">${amount(row.quantity)}</DeliveredQuantity>` +
        money('UnitPriceAmount', row.unitPrice) +
        el('RowIdentifier', row.key) +
        `<RowDeliveryDetails>${date('StartDate', row.periodFrom)}${date('EndDate', row.periodTo)}</RowDeliveryDetails>` +
        el('RowFreeText', row.description) +
        el('RowVatRatePercent', amount(row.vatPercentage)) +
        money('RowVatAmount', row.vat) +
        money('RowVatExcludedAmount', row.net) +
        money('RowAmount', row.gross) +
        '</InvoiceRow>',
    )
    .join('');
  const rates = [...new Set(company.rows.map((row) => row.vatPercentage))];
  const vatSpecs = rates
    .map((rate) => {
      const of = company.rows.filter((row) => row.vatPercentage === rate);
      const base = of.reduce((sum, row) => sum + Math.round(row.net * 100), 0) / 100;
      const vat = of.reduce((sum, row) => sum + Math.round(row.vat * 100), 0) / 100;
      return `<VatSpecificationDetails>${money('VatBaseAmount', base)}${el('VatRatePercent', amount(rate))}${money('VatRateAmount', vat)}</VatSpecificationDetails>`;
    })
    .join('');
  return (
    '<Finvoice Version="3.0">' +
    `<MessageTransmissionDetails><MessageSenderDetails>${el('FromIdentifier', seller.ovt)}${el('FromIntermediator', seller.operatorId)}</MessageSenderDetails>` +
    `<MessageReceiverDetails>${el('ToIdentifier', company.einvoiceAddress ?? '')}${el('ToIntermediator', company.operatorId ?? '')}</MessageReceiverDetails>` +
    `<MessageDetails>${el('MessageIdentifier', `PATEVA-${number}`)}${el('MessageTimeStamp', `${today}T00:00:00+02:00`)}</MessageDetails></MessageTransmissionDetails>` +
    `<SellerPartyDetails>${el('SellerPartyIdentifier', seller.businessId)}${el('SellerOrganisationName', seller.name)}` +
    `<SellerPostalAddressDetails>${el('SellerStreetName', seller.street)}${el('SellerTownName', seller.town)}${el('SellerPostCodeIdentifier', seller.postCode)}${el('CountryCode', 'FI')}</SellerPostalAddressDetails></SellerPartyDetails>` +
    el('SellerOrganisationUnitNumber', seller.ovt) +
    `<SellerInformationDetails><SellerAccountDetails><SellerAccountID IdentificationSchemeName="IBAN">${xmlText(seller.iban)}</SellerAccountID><SellerBic IdentificationSchemeName="BIC">${xmlText(seller.bic)}</SellerBic></SellerAccountDetails></SellerInformationDetails>` +
    `<BuyerPartyDetails>${el('BuyerPartyIdentifier', company.registrationNumber)}${el('BuyerOrganisationName', company.companyName)}` +
    `<BuyerPostalAddressDetails>${el('BuyerStreetName', street ?? '')}${el('BuyerTownName', town.join(' '))}${el('BuyerPostCodeIdentifier', postCode ?? '')}${el('CountryCode', 'FI')}</BuyerPostalAddressDetails></BuyerPartyDetails>` +
    el('BuyerOrganisationUnitNumber', company.einvoiceAddress ?? '') +
    `<InvoiceDetails>${el('InvoiceTypeCode', 'INV01')}${el('InvoiceTypeText', 'LASKU')}${el('OriginCode', 'Original')}${el('InvoiceNumber', number)}${date('InvoiceDate', today)}` +
    money('InvoiceTotalVatExcludedAmount', company.totals.net) +
    money('InvoiceTotalVatAmount', company.totals.vat) +
    money('InvoiceTotalVatIncludedAmount', company.totals.gross) +
    vatSpecs +
    `<PaymentTermsDetails>${el('PaymentTermsFreeText', '14 päivää netto')}</PaymentTermsDetails></InvoiceDetails>` +
    rows +
    `<EpiDetails><EpiIdentificationDetails>${date('EpiDate', today)}${el('EpiReference', '0')}</EpiIdentificationDetails>` +
    `<EpiPartyDetails><EpiBfiPartyDetails>${el('EpiBfiIdentifier', seller.bic, ' IdentificationSchemeName="BIC"')}</EpiBfiPartyDetails>` +
    `<EpiBeneficiaryPartyDetails>${el('EpiNameAddressDetails', seller.name)}${el('EpiBei', seller.businessId)}${el('EpiAccountID', seller.iban, ' IdentificationSchemeName="IBAN"')}</EpiBeneficiaryPartyDetails></EpiPartyDetails>` +
    `<EpiPaymentInstructionDetails>${el('EpiRemittanceInfoIdentifier', number)}${money('EpiInstructedAmount', company.totals.gross)}${el('EpiCharge', 'SLEV', ' ChargeOption="SLEV"')}${date('EpiDateOptionDate', today)}</EpiPaymentInstructionDetails></EpiDetails>` +
    '</Finvoice>'
  );
}

/** The period's invoices, one per company, in one well-formed file. */
export function finvoiceXml(basis: InvoicingBasis, today: string, seller: InvoiceSeller = DEMO_SELLER): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<FinvoiceMessages>${basis.companies.map((company, index) => invoice(seller, company, basis, index, today)).join('\n')}</FinvoiceMessages>\n`;
}
