/** The pages the receiver answers a form sent without JavaScript with. Every value is escaped. */

import { fillTemplate } from '../../src/lib/template';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => entities[character]);
}

interface PageLink {
  href: string;
  label: string;
}

/** What is wrong with a field as sent: shown under it, and read with it (aria-describedby). */
interface FieldError {
  error?: string;
}

/** A field of a form the page shows again, with what was typed or chosen in it. */
export type ResendField =
  | ({ kind: 'text'; name: string; label: string; value: string; type?: string; autocomplete?: string; maxLength?: number } & FieldError)
  | ({ kind: 'textarea'; name: string; label: string; value: string; maxLength?: number } & FieldError)
  | ({ kind: 'select'; name: string; label: string; value: string; options: Array<{ id: string; label: string }> } & FieldError)
  | ({ kind: 'radio'; name: string; label: string; value: string; options: Array<{ id: string; label: string }> } & FieldError)
  | ({ kind: 'checkbox'; name: string; label: string; checked: boolean } & FieldError)
  | ({ kind: 'file'; name: string; label: string; hint: string; accept: string } & FieldError)
  | { kind: 'hidden'; name: string; value: string }
  /** A field only robots fill: its label says so, and no person sees it. */
  | { kind: 'trap'; name: string; label: string };

/** A form that sends again what was typed, as the page's own form does without JavaScript. */
export interface ResendForm {
  action: string;
  fields: ResendField[];
  submit: string;
}

/** The id of the control of the field at `index` (a group of radio buttons: its first), which an error in the list links to. */
const controlId = (field: ResendField, index: number) => (field.kind === 'radio' ? `f${index}-0` : `f${index}`);

function fieldHtml(field: ResendField, index: number): string {
  const e = escapeHtml;
  const id = `f${index}`;
  const label = 'label' in field ? `<label for="${id}">${e(field.label)}</label>` : '';
  const error = 'error' in field && field.error ? field.error : undefined;
  // A field sent wrong says so under it, and its control is marked invalid and described by the message (a file field by its hint too).
  const message = error ? `<small class="error" id="${id}-error">${e(error)}</small>` : '';
  const described = (...ids: string[]) => {
    const all = [...ids, ...(error ? [`${id}-error`] : [])];
    return `${error ? ' aria-invalid="true"' : ''}${all.length ? ` aria-describedby="${all.join(' ')}"` : ''}`;
  };
  switch (field.kind) {
    case 'text':
      return `<p>${label}<input id="${id}" name="${e(field.name)}" type="${e(field.type ?? 'text')}" dir="auto" value="${e(field.value)}"${field.autocomplete ? ` autocomplete="${e(field.autocomplete)}"` : ''}${field.maxLength ? ` maxlength="${field.maxLength}"` : ''}${described()}>${message}</p>`;
    case 'textarea':
      return `<p>${label}<textarea id="${id}" name="${e(field.name)}" rows="5" dir="auto"${field.maxLength ? ` maxlength="${field.maxLength}"` : ''}${described()}>${e(field.value)}</textarea>${message}</p>`;
    case 'select':
      return `<p>${label}<select id="${id}" name="${e(field.name)}"${described()}>${field.options.map((option) => `<option value="${e(option.id)}"${option.id === field.value ? ' selected' : ''}>${e(option.label)}</option>`).join('')}</select>${message}</p>`;
    case 'radio':
      return `<fieldset${described()}><legend>${e(field.label)}</legend>${field.options
        .map((option, n) => `<label class="choice"><input type="radio" name="${e(field.name)}" value="${e(option.id)}" id="${id}-${n}"${option.id === field.value ? ' checked' : ''}> ${e(option.label)}</label>`)
        .join('')}${message}</fieldset>`;
    case 'checkbox':
      return `<p><label class="choice"><input id="${id}" type="checkbox" name="${e(field.name)}" value="yes"${field.checked ? ' checked' : ''}${described()}> ${e(field.label)}</label>${message}</p>`;
    case 'file':
      return `<p>${label}<input id="${id}" name="${e(field.name)}" type="file" multiple accept="${e(field.accept)}"${described(`${id}-hint`)}><small id="${id}-hint">${e(field.hint)}</small>${message}</p>`;
    case 'hidden':
      return `<input type="hidden" name="${e(field.name)}" value="${e(field.value)}">`;
    case 'trap':
      return `<p class="trap" aria-hidden="true"><label for="${id}">${e(field.label)}</label><input id="${id}" name="${e(field.name)}" tabindex="-1" autocomplete="off"></p>`;
  }
}

/** A small complete page in the site's colours; it needs no stylesheet or script from dist/. */
export function receiverPage({ lang, dir = 'ltr', homeHref = '/', siteName, pageTitle = '{page}', title, paragraphs, highlight, list, form, resend, links, contacts = [] }: {
  /** The page's language (a BCP 47 locale), that of the page the form was sent from. */
  lang: string;
  /** Its direction: rtl for a right-to-left script. */
  dir?: 'ltr' | 'rtl';
  /** The home page in that language, which the site's name at the top links to. */
  homeHref?: string;
  siteName: string;
  /** The browser tab's title, naming the site: "{page} | {site}" from content (common.json, titles.page). */
  pageTitle?: string;
  title: string;
  paragraphs: string[];
  highlight?: { label: string; value: string };
  /** Items listed after the paragraphs; one naming a field of `resend` links to it (what to correct, each a link to its field). */
  list?: Array<string | { text: string; field: string }>;
  /** A one-button form that posts a token (the newsletter's confirm and unsubscribe pages). */
  form?: { action: string; token: string; submit: string };
  /** What was typed, in a form that sends it again (a request refused for its size or its fields). */
  resend?: ResendForm;
  links: PageLink[];
  /** The care team's email, WhatsApp and phone, in the footer of every page: a patient can always reach a person. */
  contacts?: PageLink[];
}): string {
  const e = escapeHtml;
  const listItem = (item: string | { text: string; field: string }) => {
    if (typeof item === 'string') return e(item);
    const at = resend?.fields.findIndex((field) => field.name === item.field) ?? -1;
    return at < 0 ? e(item.text) : `<a href="#${controlId(resend!.fields[at]!, at)}">${e(item.text)}</a>`;
  };
  return `<!doctype html>
<html lang="${e(lang)}" dir="${dir === 'rtl' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(fillTemplate(pageTitle, { page: title, site: siteName }))}</title>
<style>
body{margin:0;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1e293b}
header,main,footer{max-width:40rem;margin:0 auto;padding:1rem}
main{padding-block:0}
h1{font-size:1.6rem;line-height:1.25;color:#0f172a}
.reference{margin:1.5rem 0;padding:1rem;border-radius:1rem;background:#eef8f7}
.reference strong{display:block;font-size:1.5rem;letter-spacing:.05em;color:#0c4a47}
li{margin:.25rem 0}
a{color:#0f5e5a;font-weight:600}
nav a,address a{display:inline-block;margin-block-end:.5rem;margin-inline-end:1rem}
address{font-style:normal;margin-block-start:.5rem;padding-block-start:.5rem;border-block-start:1px solid #cbd5e1}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:.75rem;background:#0f5e5a;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #0c4a47;outline-offset:2px}
form.resend label{display:block;font-weight:600}
form.resend input:not([type=radio],[type=checkbox]),form.resend select,form.resend textarea{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #64748b;border-radius:.5rem}
form.resend label.choice{display:flex;gap:.5rem;align-items:flex-start;font-weight:400;margin:.25rem 0}
form.resend fieldset{border:0;padding:0;margin:1rem 0}
form.resend legend{font-weight:600}
form.resend small{display:block;color:#475569}
form.resend small.error{color:#b42318;font-weight:600}
form.resend [aria-invalid=true]{border-color:#b42318;border-width:2px}
.trap{position:absolute;inset-inline-start:-9999px}
</style>
</head>
<body>
<header><a href="${e(homeHref)}">${e(siteName)}</a></header>
<main>
<h1>${e(title)}</h1>
${paragraphs.map((paragraph) => `<p>${e(paragraph)}</p>`).join('\n')}
${highlight ? `<p class="reference">${e(highlight.label)}<strong><bdi dir="ltr">${e(highlight.value)}</bdi></strong></p>` : ''}
${form ? `<form method="post" action="${e(form.action)}"><input type="hidden" name="token" value="${e(form.token)}"><p><button type="submit">${e(form.submit)}</button></p></form>` : ''}
${list && list.length > 0 ? `<ul>\n${list.map((item) => `<li>${listItem(item)}</li>`).join('\n')}\n</ul>` : ''}
${resend ? `<form class="resend" method="post" action="${e(resend.action)}" enctype="multipart/form-data">\n${resend.fields.map(fieldHtml).join('\n')}\n<p><button type="submit">${e(resend.submit)}</button></p>\n</form>` : ''}
</main>
<footer><nav>${links.map((link) => `<a href="${e(link.href)}">${e(link.label)}</a>`).join('')}</nav>${contacts.length > 0 ? `<address>${contacts.map((link) => `<a href="${e(link.href)}">${e(link.label)}</a>`).join('')}</address>` : ''}</footer>
</body>
</html>
`;
}
