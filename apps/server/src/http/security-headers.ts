// Security headers on every answer (helmet): a Content-Security-Policy that lets the page run only
// the app's own scripts and workers, talk only to its own origin and be framed by nobody;
// X-Content-Type-Options, Referrer-Policy, and HSTS when PUBLIC_URL is https.
// The card provider (Stripe, issue 12) needs its script, frames and API: `cardProvider: true` adds
// exactly those origins, so turning card payments on is one option, not a policy rewrite.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Stripe.js and its frames (https://docs.stripe.com/security/guide#content-security-policy). */
export const cardProviderSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export function contentSecurityPolicy(options: { cardProvider: boolean }): Record<string, string[]> {
  const card = options.cardProvider ? cardProviderSources : { script: [], frame: [], connect: [] };
  return {
    defaultSrc: ["'self'"],
    // 'wasm-unsafe-eval' lets WebAssembly compile (no eval of scripts): model-viewer's glTF loader
    // (the 3D view, issue 23) compiles its mesh decoder at load.
    scriptSrc: ["'self'", ...card.script, "'wasm-unsafe-eval'"],
    workerSrc: ["'self'", 'blob:'],
    // React's style attributes and the API reference's inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Project thumbnails are data: URLs.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...card.connect],
    frameSrc: ["'self'", ...card.frame],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; cardProvider?: boolean },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy({ cardProvider: options.cardProvider ?? false }),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The SPA's assets are same-origin; nothing else of ours is meant to be embedded elsewhere.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
