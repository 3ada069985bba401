import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compileStarter } from './app/app-start/compile-starter';
import { chatIslandPlugin } from './app/chat/chat-island-plugin';
import { memberSharedChunk } from './app/render/member-shared-chunk';
import { siteChunk } from './app/render/site-chunk';
import { starterModulePlugin } from './app/render/starter-module-plugin';
import { siteOriginFrom } from './app/seo/site-origin';
import { siteMenuPlugin } from './app/site/site-menu-plugin';

export default defineConfig({
  // The site's one public address, from the PUBLIC_URL the server reads too (app/seo/site-origin.ts),
  // written into every bundle alike: the browser has no environment to read it from, and a server
  // bundle reading its own at run time would disagree with the pages prerendered here.
  define: { __COAZ_SITE_ORIGIN__: JSON.stringify(siteOriginFrom(process.env.PUBLIC_URL)) },
  plugins: [
    reactRouter(),
    siteMenuPlugin(),
    // The starter the server build inlines into the pages it renders, compiled as the build does
    // for the prerendered ones (react-router.config.ts).
    starterModulePlugin(() => compileStarter()),
    // The assistant's own small bundle, loaded when its launcher is pressed before the app runs.
    chatIslandPlugin(),
  ],
  resolve: {
    alias: [
      {
        // content-data's build is one module, so a page importing one page's text would download
        // the text of every page. Bundling its sources instead lets each route take only its own.
        find: /^@coaz\/content-data$/,
        replacement: fileURLToPath(
          new URL('../../packages/content-data/src/index.ts', import.meta.url),
        ),
      },
    ],
  },
  environments: {
    // The server build's entry: React Router's build plus the request handler apps/server calls.
    ssr: { build: { rollupOptions: { input: './app/render/request-handler.ts' } } },
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // React, React Router, React Query and ky: every page that starts its app needs
                  // all of them, and left to itself the bundler split them into nine files. Each
                  // file is a request, and on a phone at 300 ms round trip over HTTP/1.1 (six at a
                  // time) the requests, not the bytes, kept a member's form waiting
                  // (scripts/measure-member-pages.mjs). Pages that only read run no script at all.
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|ky|cookie|set-cookie-parser)[\\/]/,
                },
                // The site's own code that every page's app runs (the root route's imports, the
                // header, footer and providers) is one file too, for the same reason: it was some
                // twenty, and each answer's headers cost about 1 kB whatever the file weighs
                // (app/render/site-chunk.ts).
                { name: siteChunk },
                // The member pages' shared code (the forms, the login, the dashboard's own parts),
                // which the bundler split into some thirty files, is one file; what only the parts
                // fetched when opened share stays with them (app/render/member-shared-chunk.ts).
                { name: memberSharedChunk, minShareCount: 2 },
              ],
            },
          },
        },
      },
    },
  },
  build: {
    // Every picture stays a file with a hashed name: cached for a year, never inlined into the
    // JavaScript that every page would then download.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/coaz/api': 'http://127.0.0.1:8080',
    },
  },
});
