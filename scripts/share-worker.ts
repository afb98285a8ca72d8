/**
 * A worker thread of the share images step (share-images.ts): given a few images at a time
 * (what each shows and its file in the cache), draws and writes them, then asks for more;
 * given null, it ends.
 */
import { parentPort } from 'node:worker_threads';
import { shareImageDrawer, writeDrawn, type DrawJob } from './share-images';

const port = parentPort!;
const draw = await shareImageDrawer();
port.on('message', async (batch: DrawJob[] | null) => {
  if (batch === null) return port.close();
  for (const { file, ...shown } of batch) writeDrawn(file, await draw(shown));
  port.postMessage(batch.length);
});
