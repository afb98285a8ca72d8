import type { RequestValues } from './request';
import { whatsappHref } from '../whatsapp';

export interface HandoffInput {
  values: RequestValues;
  /** The field labels, as the form shows them. */
  labels: Record<keyof RequestValues, string>;
  /** The words shown for the chosen condition, hospital, contact method, country and reply language. */
  shown: { condition: string; hospital: string; contactMethod: string; country: string; replyLanguage: string };
  subject: string;
  attachNote: string;
  email: string;
  /** The WhatsApp number in international form, like "+447700900123". */
  whatsappNumber: string;
}

/** "Your message (optional)" reads as "Your message" in a letter. */
function bare(label: string): string {
  return label.replace(/\s*\(optional\)\s*$/i, '');
}

/** The request written out as text, one field a line, for an email or a chat message. */
export function handoffText({ values, labels, shown, attachNote }: HandoffInput): string {
  const lines: Array<[string, string]> = [
    [labels.firstName, values.firstName],
    [labels.lastName, values.lastName],
    [labels.email, values.email],
    [labels.phone, values.phone],
    [labels.country, shown.country],
    [labels.condition, shown.condition],
    [labels.hospital, shown.hospital],
    [labels.contactMethod, shown.contactMethod],
    [labels.replyLanguage, shown.replyLanguage],
  ];
  const fields = lines.filter(([, value]) => value.trim() !== '').map(([label, value]) => `${bare(label)}: ${value.trim()}`);
  const message = values.message.trim() ? [``, `${bare(labels.message)}:`, values.message.trim()] : [];
  return [...fields, ...message, '', attachNote].join('\n');
}

/** A pre-filled email and a pre-filled WhatsApp message carrying the whole request. */
export function handoffLinks(input: HandoffInput): { email: string; whatsapp: string } {
  const text = handoffText(input);
  const subject = input.subject.replace('{condition}', input.shown.condition || '');
  return {
    // Mail programs expect CRLF line breaks in a mailto body (RFC 6068).
    email: `mailto:${input.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text.replaceAll('\n', '\r\n'))}`,
    whatsapp: whatsappHref(input.whatsappNumber, text),
  };
}
