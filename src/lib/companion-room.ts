import type { z } from 'zod';
import type { companionRoomSchema } from '../content/schemas/packages-page';
import { fillTemplate } from './template';
import { formatCount } from './format';
import { currentLocale } from './locale';
import { plural } from './plural';

/** The one sentence on who may share the patient's room at every package's accommodation, from content/site/packages-page.json. */
export function companionRoomSentence(room: z.infer<typeof companionRoomSchema>): string {
  if (room.companions === 0) return room.alone;
  const companions = fillTemplate(plural(room.companionCount, room.companions, currentLocale()), { count: formatCount(room.companions) });
  return fillTemplate(room.shared, { companions });
}
