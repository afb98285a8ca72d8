/**
 * The response headers every host of the site sends, made once per build: written to dist/_headers
 * (Netlify, Cloudflare Pages), to .build/nginx-headers.conf (nginx), and read from dist/_headers by
 * the project's own server, so all three send the same.
 */
import { createHash } from 'node:crypto';

interface PolicyInputs {
  /** The document template, whose inline scripts get a hash each in script-src. */
  template: string;
  /** Addresses forms post to and scripts fetch from (the receiver's endpoints); other origins are allowed for them. */
  endpoints: Array<string | undefined>;
}

/** sha256 sources for each inline script of the template that a browser runs or applies (not JSON data). */
export function inlineScriptHashes(template: string): string[] {
  return [...template.matchAll(/<script(?: type="speculationrules")?>([\s\S]*?)<\/script>/g)].map(([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

function otherOrigins(endpoints: Array<string | undefined>): string[] {
  return [...new Set(endpoints.filter((endpoint): endpoint is string => Boolean(endpoint?.startsWith('https://'))).map((endpoint) => new URL(endpoint).origin))];
}

/** The Content-Security-Policy: nothing runs but the site's own scripts and the hashed inline ones; nothing may frame it. */
export function contentSecurityPolicy({ template, endpoints }: PolicyInputs): string {
  const origins = otherOrigins(endpoints);
  return [
    "default-src 'self'",
    // Speculation Rules (the prefetching of links) are an inline script of their own kind: by hash, and
    // by keyword for browsers that know it.
    `script-src 'self' ${inlineScriptHashes(template).join(' ')} 'inline-speculation-rules'`,
    // Inline <style> (the inlined CSS), and the styles sonner sets as it animates.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ['connect-src', "'self'", ...origins].join(' '),
    ['form-action', "'self'", 'mailto:', ...origins].join(' '),
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** Pages and every file not under /assets/: used only after asking the server, so a new build shows at once. */
export const pageCaching = { 'Cache-Control': 'no-cache' } as const;

/** Hashed assets: a new build gives them new names, so a browser may keep them a year unasked. */
export const assetCaching = { 'Cache-Control': 'public, max-age=31536000, immutable' } as const;

/**
 * The headers of dist/_headers: security headers on every response, year-long caching for hashed
 * assets. Pages get no Cache-Control here: hosts that read _headers apply every rule a path
 * matches and join the values of a header set twice, so a "no-cache" under /* would reach the
 * assets as "no-cache, public, max-age=…". They get the host's default instead (Netlify and
 * Cloudflare Pages: max-age=0, must-revalidate); nginx and the project's server send pageCaching.
 */
export function headerRules(inputs: PolicyInputs): Array<{ path: string; headers: Record<string, string> }> {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(inputs),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    { path: '/assets/*', headers: { ...assetCaching } },
  ];
}

/** dist/_headers, the format Netlify and Cloudflare Pages read. */
export function headersFile(rules: ReturnType<typeof headerRules>): string {
  return `# Made by the build (scripts/security-headers.ts); the project's server sends the same.\n${rules
    .map((rule) => `${rule.path}\n${Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`).join('\n')}`)
    .join('\n\n')}\n`;
}

/** The same headers for an nginx server block; each folder given (a language's, "/ar") answers its missing addresses with its own not-found file. */
export function nginxSnippet(rules: ReturnType<typeof headerRules>, notFoundFolders: ReadonlyArray<{ folder: string; file: string }> = []): string {
  const line = ([name, value]: [string, string]) => `  add_header ${name} "${value.replace(/"/g, '\\"')}" always;`;
  // nginx's add_header in a location replaces every one inherited, so each location lists them all.
  const site = { ...rules.find((rule) => rule.path === '/*')!.headers, ...pageCaching };
  const assets = { ...site, ...rules.find((rule) => rule.path === '/assets/*')!.headers };
  const folders = notFoundFolders.map(
    ({ folder, file }) => `location ${folder}/ {\n${Object.entries(site).map(line).join('\n')}\n  try_files $uri $uri/index.html =404;\n  error_page 404 /${file};\n}\n`,
  );
  return `# Made by the build (scripts/security-headers.ts). Include inside the site's server block.\nlocation / {\n${Object.entries(site).map(line).join('\n')}\n  try_files $uri $uri/index.html =404;\n}\n${folders.join('')}location /assets/ {\n${Object.entries(assets).map(line).join('\n')}\n}\nerror_page 404 /404.html;\n`;
}
