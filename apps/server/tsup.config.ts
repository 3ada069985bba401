import { defineConfig } from 'tsup';

export default defineConfig({
  // The backup and make-admin commands, the benchmark and its hello-world baseline build beside the server so they run on plain Node.
  entry: {
    main: 'src/main.ts',
    bench: 'bench/run-bench.ts',
    'bench-hello': 'bench/hello-server.ts',
    'backup-cli': 'src/backup/backup-cli.ts',
    'admin-cli': 'src/admin/admin-cli.ts',
    'write-openapi': 'src/openapi/write-openapi.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  clean: true,
  external: ['autocannon'],
});
