import { contact, coordinatorConnect, site } from '../../src/generated/site';
import { requestChoices } from '../../src/lib/forms/request-choices';
import type { RequestChoices } from '../../src/lib/forms/request';
import type { Contact } from '../../src/content/schemas/contact';
import type { RequestFormWords } from '../../src/content/schemas/coordinator-connect';

/** What the receiver needs from content: the choices a request may name, and the words of its no-JavaScript pages. */
export interface ReceiverContent {
  choices: RequestChoices;
  siteName: string;
  form: RequestFormWords;
  contact: Contact;
}

export function receiverContent(): ReceiverContent {
  return { choices: requestChoices(), siteName: site.name, form: coordinatorConnect.form, contact };
}
