const KWACHA = new Intl.NumberFormat('en-ZM', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount of ngwee in the one way the site shows money: `K`, thousands grouped, two decimals, as
 * the web app's `formatKwacha` shows fees on /join and the payment page, so an SMS, a receipt and
 * the dashboard's lines say the same K1,250.00 a member is asked to pay.
 * @example kwachaText(125_050) // 'K1,250.50'
 */
export function kwachaText(ngwee: number): string {
  return `K${KWACHA.format(ngwee / 100)}`;
}
