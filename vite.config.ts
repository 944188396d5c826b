import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: 'dist/client', emptyOutDir: true, sourcemap: true,
    // The one chunk above vite's 500 kB is Plotly's (about 1.2 MB), loaded only with the detail page's charts.
    chunkSizeWarningLimit: 1_500,
    // Timing notes depend on the machine's load, not on the code: a busy machine must not print them.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
