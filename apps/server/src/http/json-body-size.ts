/** Largest JSON body any API call takes (uploads, documents and photos have their own limits). */
export const MAX_JSON_BODY_BYTES = 256 * 1024;
