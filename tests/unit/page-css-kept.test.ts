import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageCss, PageCssRequest } from '../../scripts/page-css';
import { keptPicks } from '../../scripts/page-css-kept';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'page-css-kept-'));
  await mkdir(join(root, '.build'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const request = (key: string) => ({ key }) as PageCssRequest;

/** A picker that counts what it works out; its CSS names the key and the picker. */
function counting(name: string) {
  const made: string[] = [];
  const make = () => (asked: PageCssRequest): PageCss => {
    made.push(asked.key);
    return { css: `${name}:${asked.key}`, gzip: asked.key.length };
  };
  return { made, make };
}

describe('the CSS kept between builds', () => {
  it('is worked out once per key, and a later build with the same inputs works none out', async () => {
    const first = counting('first');
    const picks = keptPicks(root, 'build key', first.make);
    expect(picks.pick(request('article')).css).toBe('first:article');
    expect(picks.pick(request('article')).css).toBe('first:article');
    picks.pick(request('listing'));
    await picks.save();
    expect(first.made).toEqual(['article', 'listing']);

    const second = counting('second');
    const again = keptPicks(root, 'build key', second.make);
    expect(again.pick(request('article')).css).toBe('first:article');
    expect(second.made).toEqual([]);
    expect(again.pick(request('home')).css).toBe('second:home');
  });

  it('is worked out again once the build’s inputs change', async () => {
    const picks = keptPicks(root, 'build key', counting('first').make);
    picks.pick(request('article'));
    await picks.save();
    const later = counting('later');
    expect(keptPicks(root, 'another build key', later.make).pick(request('article')).css).toBe('later:article');
  });

  it('keeps only what the last build used', async () => {
    const picks = keptPicks(root, 'build key', counting('first').make);
    picks.pick(request('article'));
    picks.pick(request('gone'));
    await picks.save();
    const next = keptPicks(root, 'build key', counting('next').make);
    next.pick(request('article'));
    await next.save();
    const last = counting('last');
    expect(keptPicks(root, 'build key', last.make).pick(request('gone')).css).toBe('last:gone');
  });
});
