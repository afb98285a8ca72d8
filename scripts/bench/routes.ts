import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { root } from './project.ts';

/**
 * Every address the build wrote (src/generated/paths.json), less the redirect pages, which only
 * forward and would measure the page they forward to. Read after the build, so it is today's list.
 */
export async function pagePaths(): Promise<string[]> {
  const paths = JSON.parse(await readFile(join(root, 'src/generated/paths.json'), 'utf8')) as unknown;
  if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string')) {
    throw new Error('src/generated/paths.json is not a list of paths; run the build first.');
  }
  const { redirects } = await import('../../src/routes.ts');
  const moved = new Set(redirects.map((redirect) => redirect.path));
  return paths.filter((path) => !moved.has(path));
}

/**
 * The same addresses in every right-to-left language of the site (read from the site's languages,
 * so no language is named here), after the source's own: a mirrored layout is measured as well.
 */
export async function withRightToLeft(paths: readonly string[]): Promise<string[]> {
  const { languages } = await import('../../src/generated/languages.ts');
  const mirrored = languages.filter((language) => language.direction === 'rtl');
  return [...paths, ...mirrored.flatMap((language) => paths.map((path) => (path === '/' ? `/${language.tag}` : `/${language.tag}${path}`)))];
}
