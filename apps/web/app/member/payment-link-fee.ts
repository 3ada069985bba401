/**
 * The fee a payment link (`/mobile_payment?receivableId=…`) names, or `undefined` when the link
 * names none or was mangled on the way (cut short in a text message, edited by hand): the server
 * numbers fees with positive whole numbers, so anything else would only earn its raw
 * `receivableId: must be a number`, which means nothing to a member.
 */
export function paymentLinkFee(searchParams: URLSearchParams): string | undefined {
  const receivableId = searchParams.get('receivableId')?.trim() ?? '';
  return /^[1-9]\d{0,15}$/.test(receivableId) ? receivableId : undefined;
}
