import { z } from 'zod';

import { illustrationNames } from '../illustration-names';

export { illustrationNames };

/** The name of an illustration in public/illustrations/, like "area-ibd". */
export const illustrationName = z.enum(illustrationNames);

export type IllustrationName = z.infer<typeof illustrationName>;
