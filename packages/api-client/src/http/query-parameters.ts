/**
 * Query-string parameters; `undefined` values are left out.
 * @example { page: 2, district: 'Lusaka', archived: undefined } // ?page=2&district=Lusaka
 */
export type QueryParameters = Record<string, string | number | boolean | undefined>;
