import type { z } from 'zod';
import type { companionRoomSchema } from '../content/schemas/packages-page';
import { fillTemplate } from './template';

/** The one sentence on who may share the patient's room at every package's accommodation, from content/site/packages-page.json. */
export function companionRoomSentence(room: z.infer<typeof companionRoomSchema>): string {
  if (room.companions === 0) return room.alone;
  const companions = room.companions === 1 ? room.oneCompanion : fillTemplate(room.severalCompanions, { count: String(room.companions) });
  return fillTemplate(room.shared, { companions });
}
