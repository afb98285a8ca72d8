import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLineLog } from '../../src/content/line-log';

let folder: string;
let file: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'line-log-'));
  file = join(folder, 'log.txt');
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** A text long enough that a few hundred of them make a file that is not rewritten whole on every change. */
const long = (key: string) => JSON.stringify({ key, words: 'a sentence of some length, '.repeat(40) });
const keysOnDisk = async () => (await readFile(file, 'utf8')).split('\n').slice(1, -1).map((line) => line.slice(0, line.indexOf(' ')));
const all = () => true;

describe('a line log', () => {
  it('gives a later log what was set, for the same version only', async () => {
    const log = openLineLog(file, 'v1');
    log.set('a', '{"n":1}');
    log.set('b', '"two words"');
    await log.persist(all);
    const later = openLineLog(file, 'v1');
    expect([later.get('a'), later.get('b')]).toEqual(['{"n":1}', '"two words"']);
    expect(openLineLog(file, 'v2').get('a')).toBeUndefined();
  });

  it('gives back keys and texts beyond ASCII as they were set', async () => {
    const log = openLineLog(file, 'v1');
    log.set('words:content/ar/blog/x.mdx', '{"title":"جراحة القولون – ৳ 1,20,000"}');
    log.set('plain', '"ascii only"');
    log.set('مفتاح', '"key beyond ASCII"');
    await log.persist(all);
    const later = openLineLog(file, 'v1');
    expect([later.get('words:content/ar/blog/x.mdx'), later.get('plain'), later.get('مفتاح')]).toEqual([
      '{"title":"جراحة القولون – ৳ 1,20,000"}',
      '"ascii only"',
      '"key beyond ASCII"',
    ]);
  });

  it('appends what is new to a large file, without writing the rest again', async () => {
    const log = openLineLog(file, 'v1');
    for (let index = 0; index < 400; index++) log.set(`key${index}`, long(`key${index}`));
    await log.persist(all);
    const before = await readFile(file, 'utf8');
    expect(before.length).toBeGreaterThan(256 * 1024);
    const next = openLineLog(file, 'v1');
    next.set('new', '"fresh"');
    await next.persist(all);
    expect(await readFile(file, 'utf8')).toBe(`${before}new "fresh"\n`);
    expect(openLineLog(file, 'v1').get('new')).toBe('"fresh"');
  });

  it('keeps every wanted key, and only those, when it writes a file that is mostly unwanted lines whole again', async () => {
    const log = openLineLog(file, 'v1');
    for (let index = 0; index < 400; index++) log.set(`key${index}`, long(`key${index}`));
    await log.persist(all);
    const wanted = (key: string) => key.endsWith('7') || key === 'added';
    // A few unwanted lines stay: most of the file is still wanted.
    const first = openLineLog(file, 'v1');
    await first.persist((key) => !key.endsWith('3'));
    expect(await keysOnDisk()).toHaveLength(400);
    const second = openLineLog(file, 'v1');
    second.set('added', '"new"');
    await second.persist(wanted);
    const kept = await keysOnDisk();
    expect(kept.sort()).toEqual([...Array.from({ length: 400 }, (_, index) => `key${index}`), 'added'].filter(wanted).sort());
    const later = openLineLog(file, 'v1');
    for (const key of kept) expect(later.get(key)).toBe(key === 'added' ? '"new"' : long(key));
  });

  it('writes a small file whole, so a key no longer wanted goes at once', async () => {
    const log = openLineLog(file, 'v1');
    log.set('kept', '1');
    log.set('gone', '2');
    await log.persist(all);
    await log.persist((key) => key === 'kept');
    expect(await keysOnDisk()).toEqual(['kept']);
  });

  it('leaves out a last line cut short, and writes the file whole at its next save', async () => {
    const log = openLineLog(file, 'v1');
    for (let index = 0; index < 400; index++) log.set(`key${index}`, long(`key${index}`));
    await log.persist(all);
    await appendFile(file, 'half {"no en');
    const next = openLineLog(file, 'v1');
    expect(next.get('half')).toBeUndefined();
    next.set('after', '"ok"');
    await next.persist(all);
    const text = await readFile(file, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toContain('half');
    expect(openLineLog(file, 'v1').get('after')).toBe('"ok"');
  });

  it('writes the file whole when another writer changed it since this log read it', async () => {
    const log = openLineLog(file, 'v1');
    for (let index = 0; index < 400; index++) log.set(`key${index}`, long(`key${index}`));
    await log.persist(all);
    const other = openLineLog(file, 'v1');
    await writeFile(file, 'another layout\n');
    other.set('mine', '"x"');
    await other.persist(all);
    const later = openLineLog(file, 'v1');
    expect(later.get('mine')).toBe('"x"');
    expect(later.get('key1')).toBe(long('key1'));
    expect((await stat(file)).size).toBeGreaterThan(256 * 1024);
  });
});
