/// <reference types="vitest/config" />
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { REAL_RAZORPAY_CHECKOUT_URL, STAND_IN_API_URL } from '../infra/razorpay/settings';

/** Where `npm run dev` sends API calls: the gateway that `npm start` runs. */
const gateway = process.env.TRIO_GATEWAY_URL ?? 'http://127.0.0.1:3000';
const apiPrefixes = ['/trio', '/api', '/health'];

/**
 * The checkout script the SPA loads, by the rule of infra/razorpay/settings.ts without its secrets (a build needs
 * none): VITE_RAZORPAY_CHECKOUT_URL or RAZORPAY_CHECKOUT_URL when given; real Razorpay's script when
 * RAZORPAY_KEY_ID is given without RAZORPAY_API_URL; otherwise the stand-in's (at RAZORPAY_API_URL when given).
 */
function razorpayCheckoutUrl(env: Record<string, string | undefined>): string {
  const given = (name: string) => env[name]?.trim() || undefined;
  const explicit = given('VITE_RAZORPAY_CHECKOUT_URL') ?? given('RAZORPAY_CHECKOUT_URL');
  if (explicit) return explicit;
  const apiUrl = given('RAZORPAY_API_URL');
  if (!apiUrl && given('RAZORPAY_KEY_ID')) return REAL_RAZORPAY_CHECKOUT_URL;
  return `${(apiUrl ?? STAND_IN_API_URL).replace(/\/+$/, '')}/v1/checkout.js`;
}
process.env.VITE_RAZORPAY_CHECKOUT_URL = razorpayCheckoutUrl(process.env);

/**
 * Brotli and gzip copies of every text file of the build, made once here: the gateway serves them to browsers that
 * accept them (@fastify/static `preCompressed`) instead of compressing each response.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'trio-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of [...Object.keys(bundle), 'index.html', 'favicon.svg']) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName) || fileName.startsWith('.vite/')) continue;
        const path = join(outDir, fileName);
        let source: Buffer;
        try {
          source = readFileSync(path);
        } catch {
          continue;
        }
        if (source.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
      }
    },
  };
}

/**
 * react-router's package exports point at its development build (dev warnings on: extra checks while routing), for
 * every entry (`react-router`, `react-router/dom`); it ships the same files built for production beside them, which
 * a build takes instead.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'trio-react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (id !== 'react-router' && !id.startsWith('react-router/')) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes('/react-router/dist/development/')) return resolved;
      return { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') };
    },
  };
}

/**
 * The catalogues' messages parsed at build time (src/i18n/catalogues/<language>/<area>.json → ICU syntax trees), so
 * the browser gets react-intl without its ICU parser (the parser is swapped for its no-op twin). `npm run dev` and
 * the tests keep the plain messages and the parser.
 */
function precompiledMessages(): Plugin {
  const catalogue = /[\\/]src[\\/]i18n[\\/]catalogues[\\/][a-z-]+[\\/][a-z-]+\.json$/;
  return {
    name: 'trio-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    load(id) {
      if (!catalogue.test(id)) return null;
      const messages = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      // Still JSON: Vite's JSON plugin turns it into a module as it does any catalogue.
      return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)])));
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), reactRouterProductionBuild(), precompiledMessages()],
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
    // A form typed into key by key (user-event) takes 1–3 s here and over 5 s (vitest's default limit) when the two
    // cores are busy with other work: the listing form's test timed out that way in a full run.
    testTimeout: 20_000,
  },
});
