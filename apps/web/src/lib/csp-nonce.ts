// Owns the per-request CSP nonce: Vite emits <meta property="csp-nonce" nonce="…"> and the server fills it in.
// Imported first by main.tsx so that every runtime <style> injector sees the nonce before it runs.
import { config as configureZod } from 'zod';

// zod probes `new Function` to decide whether to compile parsers, which the CSP (script-src 'self') reports
// as a violation; the setting must precede the construction of any schema.
configureZod({ jitless: true });

declare global {
  interface Window {
    /** Read by goober (notistack's styling) when it creates its <style> element. */
    __nonce__?: string;
  }
}

function readNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the attribute once the CSP applies; the property keeps the value.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  return nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined;
}

export const cspNonce = readNonce();

if (cspNonce) window.__nonce__ = cspNonce;
