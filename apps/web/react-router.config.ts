import type { Config } from '@react-router/dev/config';

// Public routes are prerendered to HTML at build time; there is no runtime
// rendering server. Member pages (not prerendered) render on the client from
// the SPA fallback that the build writes alongside.
export default {
  ssr: false,
  prerender: ['/'],
} satisfies Config;
