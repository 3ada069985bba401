import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
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
