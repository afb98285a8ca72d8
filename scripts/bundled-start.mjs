// A step of the build or the dev server as plain JavaScript, from a file that is itself plain JavaScript:
// bundled-step.ts bundles scripts/<script> into .build/steps/<name>/ and the bundle is used again as it is
// while every file it was made from has the size and time of last change it had then. The TypeScript loader
// is loaded only when the bundle must be made again (what starts a step cannot need the loader itself).
import { createRequire } from 'node:module';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The same test as bundleStands in bundled-step.ts, on the record it writes (inputs.json). */
async function bundleStands(root, outdir) {
  const record = JSON.parse(await readFile(join(outdir, 'inputs.json'), 'utf8').catch(() => 'null'));
  const { version } = createRequire(import.meta.url)('esbuild/package.json');
  if (record?.versions !== `esbuild ${version}, node ${process.version}`) return false;
  const stamp = async (file) => {
    const info = await stat(join(root, file)).catch(() => null);
    return info ? `${info.size}:${info.mtimeMs}` : 'missing';
  };
  const same = await Promise.all(Object.entries(record.inputs).map(async ([file, known]) => (await stamp(file)) === known));
  return same.every(Boolean);
}

/** The file to import for scripts/<script> (a .ts file), bundled again first when a file it is made from changed. */
export async function bundledScript(root, script) {
  const name = script.replace(/\.ts$/, '');
  const outdir = join(root, '.build/steps', name);
  if (await bundleStands(root, outdir)) return join(outdir, `${name}.mjs`);
  const { tsImport } = await import('tsx/esm/api');
  const { bundledStep } = await tsImport('./bundled-step.ts', import.meta.url);
  return bundledStep(root, script);
}
