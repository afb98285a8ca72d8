/** `npm run content:check`: validates everything under content/ and generates the typed modules; exit 1 on any problem. */
import { fileURLToPath } from 'node:url';
import { runContentStep } from './content-step';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!(await runContentStep(root))) process.exit(1);
