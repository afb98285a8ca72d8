import { people } from '../generated/people';
import { pathTo } from '../routes';

/** A person as the blog shows them: an article's author or medical reviewer. */
export interface PersonCard {
  id: string;
  /** Full name with title. */
  name: string;
  /** Degrees and memberships, shown after the name in the review line. */
  credentials: string;
  /** Their position. */
  role: string;
  /** Whether a medical registration is on record for them: the tick beside their name. */
  verified: boolean;
  /** Their page on the site (every person of content/people has one). */
  profilePath: string;
}

/** The person with this id in content/people/, or undefined when no file names them. */
export function personCard(id: string): PersonCard | undefined {
  const person = people.find((entry) => entry.id === id);
  if (!person) return undefined;
  return { id, name: person.name, credentials: person.credentials ?? person.title, role: person.title, verified: person.registration !== undefined, profilePath: pathTo('/doctors/:id', { id }) };
}
