import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 8787);

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/blobs': `http://127.0.0.1:${apiPort}`, '/media': `http://127.0.0.1:${apiPort}` },
  },
  build: { outDir: 'dist', target: 'es2022', chunkSizeWarningLimit: 1500 },
});
