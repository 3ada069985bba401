/**
 * When the site's hidden spoken notices (a field's error said where the cursor already is, a
 * download handed to the browser) put their words in and take them out again. The assistant's
 * widget keeps the same clearing time in its own package.
 */

/**
 * Long enough for a screen reader to have taken in a region just made, or just emptied, before
 * words come into it: words in a region it has not yet seen, or the same words again, are not read.
 */
export const SPEAK_AFTER_MS = 150;

/** Then the words go, so that reading the page line by line does not meet them a second time. */
export const CLEAR_AFTER_MS = 7000;
