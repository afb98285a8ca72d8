/** A worker thread of the share-image step: draws its share of the images into their files. */
import { workerData } from 'node:worker_threads';
import { drawImages } from './share-images';

await drawImages((workerData as { jobs: Array<{ svg: string; file: string }> }).jobs);
