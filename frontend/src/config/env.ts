/**
 * Build-time configuration (Vite `VITE_*` variables). The API base falls back to the page's own origin, which is
 * where the gateway serves this app (`npm start`) and where the dev server proxies the API (`npm run dev`).
 */
function trimmed(value: string | undefined): string {
  return (value ?? '').trim();
}

export const env = {
  /** e.g. `https://api.trio.rentals`; empty means same origin. No trailing slash. */
  apiBase: trimmed(import.meta.env.VITE_API_BASE).replace(/\/+$/, ''),
  /** Google sign-in is offered only when a client id is configured. */
  googleClientId: trimmed(import.meta.env.VITE_GOOGLE_CLIENT_ID),
  /** Map tiles: a URL template with {z}/{x}/{y}; empty means markers and controls without a base map. */
  mapTileUrl: trimmed(import.meta.env.VITE_MAP_TILE_URL),
  mapTileAttribution: trimmed(import.meta.env.VITE_MAP_TILE_ATTRIBUTION),
  /**
   * The Razorpay checkout script (`window.Razorpay`): vite.config.ts fills VITE_RAZORPAY_CHECKOUT_URL from the
   * RAZORPAY_* settings when it is not given: the local stand-in, or https://checkout.razorpay.com/v1/checkout.js
   * with real Razorpay keys. The gateway's page CSP allows the same URL (its RAZORPAY_CHECKOUT_URL).
   */
  razorpayCheckoutUrl: trimmed(import.meta.env.VITE_RAZORPAY_CHECKOUT_URL),
  /** The console's log level (lib/logger.ts): error, warn (default), info or debug. */
  logLevel: trimmed(import.meta.env.VITE_LOG_LEVEL).toLowerCase(),
  /** `true`: in production builds, log entries also go to the server (POST /trio/logs, spec 000 §7). Default off. */
  serverLogging: /^(1|true|yes|on)$/i.test(trimmed(import.meta.env.VITE_SERVER_LOGGING)),
  /** The least severe level sent to the server when server logging is on; default debug (every entry, spec §9). */
  serverLogLevel: trimmed(import.meta.env.VITE_SERVER_LOG_LEVEL).toLowerCase(),
} as const;
