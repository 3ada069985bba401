/**
 * How every browser test and audit of the workspace starts Chromium: the system Chromium
 * (CHROME_PATH to choose another; no tool downloads its own), with these flags. Without the
 * background-networking ones Chromium keeps calling Google's services, which this machine's
 * closed network refuses, many at a time.
 */
export const chromiumExecutablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
