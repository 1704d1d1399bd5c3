/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev` sends API calls: the gateway that `npm start` runs. */
const gateway = process.env.TRIO_GATEWAY_URL ?? 'http://127.0.0.1:3000';
const apiPrefixes = ['/trio', '/api', '/health'];

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: gateway, changeOrigin: false }])),
  },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: 'dist',
    // The budget check (scripts/check-budgets) reads the manifest to tell the entry's JavaScript from lazy chunks.
    manifest: true,
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
