/**
 * Downloads the QR code encoder (the `qrcode` package, about 9 kB over the wire), on its own so the
 * dashboard's code does not carry it: only a member whose card has a number draws one, and the
 * secretariat's, the editors' and an applicant's dashboards have none.
 */
export const loadQrEncoder = () => import('qrcode').then((module) => module.default);
