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

  it('are the same for static hosts and for nginx', () => {
    const rules = headerRules({ template, endpoints: [] });
    const file = headersFile(rules);
    const nginx = nginxSnippet(rules);
    for (const [name, value] of Object.entries(rules[0].headers)) {
      expect(file).toContain(`  ${name}: ${value}\n`);
      expect(nginx.match(new RegExp(`add_header ${name} `, 'g'))).toHaveLength(2);
      expect(nginx).toContain(`add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
    }
  });

  it('cache hashed assets for a year and pages not at all, without a second Cache-Control a host would join to the first', () => {
    const rules = headerRules({ template, endpoints: [] });
    const file = headersFile(rules);
    expect(file.match(/Cache-Control/g)).toEqual(['Cache-Control']);
    expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n/);
    const nginx = nginxSnippet(rules);
    expect(/location \/ \{[^}]*add_header Cache-Control "no-cache" always;/.test(nginx)).toBe(true);
    expect(/location \/assets\/ \{[^}]*add_header Cache-Control "public, max-age=31536000, immutable" always;/.test(nginx)).toBe(true);
    expect(nginx.match(/Cache-Control/g)).toHaveLength(2);
  });
});
