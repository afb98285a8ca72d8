import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Ltr } from '../../src/components/ui/Ltr';
import { Received } from '../../src/islands/request-form/Outcome';
import { RequestListPage } from '../../src/patient/pages';
import { receiverPage } from '../../server/receiver/pages';
import { formatPrice, formatPriceRange, isolated } from '../../src/lib/format';
import { setLocaleSource } from '../../src/lib/locale';

const { languages } = JSON.parse(readFileSync(new URL('../../content/site/site.json', import.meta.url), 'utf8')) as { languages: Array<{ locale: string; direction: 'ltr' | 'rtl' }> };
const rtl = languages.find((language) => language.direction === 'rtl');
const ltr = languages[0];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? (name === 'generated' ? [] : filesUnder(path)) : path.endsWith('.tsx') ? [path] : [];
  });
}

describe('numbers inside right-to-left words', () => {
  afterEach(() => setLocaleSource(null));

  it('the site has a right-to-left language to test', () => {
    expect(rtl).toBeDefined();
  });

  it('prices and other figures filled into right-to-left text are isolated left to right; in left-to-right text they are as they were', () => {
    setLocaleSource(() => rtl);
    for (const text of [formatPrice(8500), formatPriceRange({ from: 7500, to: 9500 }), isolated('+91 98765 43210')]) {
      expect(text.startsWith('\u2066'), text).toBe(true);
      expect(text.endsWith('\u2069'), text).toBe(true);
    }
    setLocaleSource(() => ltr);
    expect(formatPrice(8500)).not.toMatch(/[\u2066-\u2069]/);
    expect(isolated('+91 98765 43210')).toBe('+91 98765 43210');
  });

  it('a phone number, email or reference element is a left-to-right isolate', () => {
    expect(renderToStaticMarkup(<Ltr>+91 98765 43210</Ltr>)).toBe('<bdi dir="ltr">+91 98765 43210</bdi>');
  });

  it('a request reference sits in a left-to-right isolate wherever it shows: the thanks message, the patient pages, the receiver page', () => {
    const reference = 'CCI-2026-0042';
    const isolate = new RegExp(`<bdi dir="ltr"[^>]*>${reference}</bdi>`);
    const words = { heading: 'شكرًا', referenceLabel: 'رقم الطلب', text: 'نص', againLabel: 'طلب آخر' } as Parameters<typeof Received>[0]['words'];
    expect(renderToStaticMarkup(<Received words={words} reference={reference} headingRef={null} onAgain={() => undefined} />)).toMatch(isolate);
    const list = { list: { heading: 'طلباتك', item: 'الطلب {reference}، أُرسل في {date}' } } as unknown as Parameters<typeof RequestListPage>[0]['words'];
    expect(renderToStaticMarkup(<RequestListPage words={list} requests={[{ reference, date: '1 نوفمبر' }]} />)).toMatch(isolate);
    expect(receiverPage({ lang: 'ar', siteName: 'س', title: 'ت', paragraphs: [], highlight: { label: 'رقم الطلب', value: reference }, links: [] })).toMatch(isolate);
  });

  it('every arrow or chevron that points along the reading direction is mirrored in right-to-left words', () => {
    const root = new URL('../../src/', import.meta.url).pathname;
    const unmirrored = filesUnder(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<(ArrowRight|ArrowLeft|ChevronRight|ChevronLeft|MoveRight|MoveLeft)\b[^>]*>/g)]
        .filter((match) => !/className="[^"]*\bflip-rtl\b/.test(match[0]))
        .map((match) => `${file.slice(root.length)}: ${match[0]}`),
    );
    expect(unmirrored).toEqual([]);
  });
});
