/** The Chromium browser tests use: CHROME_PATH, or the system Chromium. */
export declare const chromiumExecutablePath: string;

/** The flags every browser test and audit starts Chromium with. */
export declare const chromiumArgs: readonly string[];
