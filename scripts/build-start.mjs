// `npm run build`: runs scripts/build.ts as plain JavaScript, bundled by bundled-step.ts into
// .build/steps/build/ and run again as it is while every file it was made from has the size and time
// of last change it had then (bundled-start.mjs). Without the TypeScript loader (every module of the
// build, its steps' and the server bundle's included, went through the loader's own thread), a rebuild
// after one edit used about two CPU seconds less.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundledScript } from './bundled-start.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
await import(pathToFileURL(await bundledScript(root, 'build.ts')).href);
