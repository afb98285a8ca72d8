import { readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { packageById, packagesInOrder } from '../../src/lib/packages';

const fromFiles = readdirSync('content/packages').map((file) => ({
  id: file.replace(/\.mdx$/, ''),
  ...(matter(readFileSync(`content/packages/${file}`, 'utf8')).data as { order: number; shortName: string }),
}));

describe('packages', () => {
  it('are listed in the order their files set', () => {
    expect(packagesInOrder().map((pkg) => pkg.id)).toEqual([...fromFiles].sort((a, b) => a.order - b.order).map((pkg) => pkg.id));
  });

  it('are found by id, and none for an id without a file', () => {
    expect(packageById('ibd-crohns')?.shortName).toBe(fromFiles.find((pkg) => pkg.id === 'ibd-crohns')!.shortName);
    expect(packageById('knee-replacement')).toBeUndefined();
  });
});
