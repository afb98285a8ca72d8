import { describe, expect, it } from 'vitest';
import { externalRel } from '../../src/lib/external-link';
import { whatsappHref } from '../../src/lib/whatsapp';

describe('links that leave the site', () => {
  it('carry noopener noreferrer, however the scheme is written', () => {
    for (const href of ['https://wa.me/911234567890', 'http://example.org/', 'HTTPS://EXAMPLE.ORG/'])
      expect(externalRel(href), href).toEqual({ rel: 'noopener noreferrer' });
  });

  it('are only those that start with http: or https:, not a page of the site that names one', () => {
    for (const href of ['/packages/colorectal-cancer', '/out?to=https://example.org/', 'tel:+911234567890', 'mailto:care@example.org', '#faq'])
      expect(externalRel(href), href).toEqual({});
  });
});

describe('a WhatsApp chat link', () => {
  it('names the number without its leading plus and opens with the text typed in', () => {
    expect(whatsappHref('+911234567890', 'Hello, I have a question about surgery & costs?')).toBe(
      'https://wa.me/911234567890?text=Hello%2C%20I%20have%20a%20question%20about%20surgery%20%26%20costs%3F',
    );
  });

  it('takes off only the plus in front', () => {
    expect(whatsappHref('+44+1', 'Hi')).toBe('https://wa.me/44+1?text=Hi');
    expect(whatsappHref('911234567890', 'Hi')).toBe('https://wa.me/911234567890?text=Hi');
  });
});
