import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headerRules, headersFile, inlineScriptHashes, nginxSnippet } from '../../scripts/security-headers';

const template =
  '<head><script>document.documentElement.classList.add("js")</script><script type="speculationrules">{"prefetch":[]}</script>' +
  '<script type="application/ld+json">{"@type":"Thing"}</script><script type="module" src="/assets/index.js"></script></head>';
const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('the security headers', () => {
  it('hash the inline scripts a browser runs or applies, and nothing else', () => {
    expect(inlineScriptHashes(template)).toEqual([sha('document.documentElement.classList.add("js")'), sha('{"prefetch":[]}')]);
  });

  it('allow forms and fetches to an endpoint on another origin, and only that origin', () => {
    const policy = contentSecurityPolicy({ template, endpoints: ['https://forms.example.org/requests', '/api/subscriptions', undefined] });
    expect(policy).toContain("connect-src 'self' https://forms.example.org;");
    expect(policy).toContain("form-action 'self' mailto: https://forms.example.org;");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('are the same for static hosts and for nginx, with year-long caching for hashed assets only', () => {
    const rules = headerRules({ template, endpoints: [] });
    const file = headersFile(rules);
    const nginx = nginxSnippet(rules);
    for (const [name, value] of Object.entries(rules[0].headers)) {
      expect(file).toContain(`  ${name}: ${value}\n`);
      expect(nginx).toContain(`add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
    }
    expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    expect(rules[0].headers['Cache-Control']).toBe('no-cache');
  });
});
