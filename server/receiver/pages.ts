/** The pages the receiver answers a form sent without JavaScript with. Every value is escaped. */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => entities[character]);
}

interface PageLink {
  href: string;
  label: string;
}

/** A small complete page in the site's colours; it needs no stylesheet or script from dist/. */
export function receiverPage({ siteName, title, paragraphs, highlight, list, form, links }: {
  siteName: string;
  title: string;
  paragraphs: string[];
  highlight?: { label: string; value: string };
  list?: string[];
  /** A one-button form that posts a token (the newsletter's confirm and unsubscribe pages). */
  form?: { action: string; token: string; submit: string };
  links: PageLink[];
}): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} · ${e(siteName)}</title>
<style>
body{margin:0;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1e293b}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.6rem;line-height:1.25;color:#0f172a}
.reference{margin:1.5rem 0;padding:1rem;border-radius:1rem;background:#eef8f7}
.reference strong{display:block;font-size:1.5rem;letter-spacing:.05em;color:#0c4a47}
li{margin:.25rem 0}
a{color:#0f5e5a;font-weight:600}
nav a{display:inline-block;margin:0 1rem .5rem 0}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:.75rem;background:#0f5e5a;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #0c4a47;outline-offset:2px}
</style>
</head>
<body>
<main>
<p><a href="/">${e(siteName)}</a></p>
<h1>${e(title)}</h1>
${paragraphs.map((paragraph) => `<p>${e(paragraph)}</p>`).join('\n')}
${highlight ? `<p class="reference">${e(highlight.label)}<strong>${e(highlight.value)}</strong></p>` : ''}
${form ? `<form method="post" action="${e(form.action)}"><input type="hidden" name="token" value="${e(form.token)}"><p><button type="submit">${e(form.submit)}</button></p></form>` : ''}
${list && list.length > 0 ? `<ul>\n${list.map((item) => `<li>${e(item)}</li>`).join('\n')}\n</ul>` : ''}
<nav>${links.map((link) => `<a href="${e(link.href)}">${e(link.label)}</a>`).join('')}</nav>
</main>
</body>
</html>
`;
}
