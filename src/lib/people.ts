import { clinicians } from '../generated/clinicians';
import { surgeons } from '../generated/surgeons';

/**
 * A person as the blog shows them: an article's author or medical reviewer. The one place that
 * reads people for the blog, so the people collection can replace the files it reads today.
 */
export interface PersonCard {
  id: string;
  /** Full name with title. */
  name: string;
  /** Degrees and memberships, shown after the name in the review line. */
  credentials: string;
  /** What they do. */
  role: string;
  /** Whether a medical registration is on record for them: the tick beside their name. */
  verified: boolean;
  /** Their page on the site, when they have one. */
  profilePath: string | null;
}

/** The person with this id, or undefined when no file names them. */
export function personCard(id: string): PersonCard | undefined {
  const clinician = clinicians.find((entry) => entry.id === id);
  if (clinician)
    return { id, name: clinician.name, credentials: clinician.credentials, role: clinician.role, verified: clinician.registration.trim() !== '', profilePath: null };
  const surgeon = surgeons.find((entry) => entry.id === id);
  if (surgeon) return { id, name: surgeon.name, credentials: surgeon.title, role: surgeon.title, verified: false, profilePath: null };
  return undefined;
}
