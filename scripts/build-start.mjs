// `npm run build`: runs scripts/build.ts as plain JavaScript, bundled by bundled-step.ts into
// .build/steps/build/ and run again as it is while every file it was made from has the size and time
// of last change it had then. Without the TypeScript loader (every module of the build, its steps' and
// the server bundle's included, went through the loader's own thread), a rebuild after one edit used
// about two CPU seconds less. This file is JavaScript because what starts the build cannot need the
// loader itself: it loads bundled-step.ts through tsx only when the bundle must be made again.
import { createRequire } from 'node:module';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, '.build/steps/build');

/** The same test as bundleStands in bundled-step.ts, on the record it writes (inputs.json). */
async function bundleStands() {
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

let bundle = join(outdir, 'build.mjs');
if (!(await bundleStands())) {
  const { tsImport } = await import('tsx/esm/api');
  const { bundledStep } = await tsImport('./bundled-step.ts', import.meta.url);
  bundle = await bundledStep(root, 'build.ts');
}
await import(pathToFileURL(bundle).href);
