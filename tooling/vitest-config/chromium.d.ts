/** The full Chromium: CHROME_PATH, or the system Chromium. */
export declare const chromiumExecutablePath: string;

/**
 * The browser the end-to-end tests drive: CHROME_HEADLESS_SHELL_PATH, or Debian's Chromium headless
 * shell when installed, or else the full Chromium.
 */
export declare const endToEndBrowserPath: string;

/** The flags every browser test and audit starts Chromium with. */
export declare const chromiumArgs: readonly string[];
