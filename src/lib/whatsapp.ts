/** A WhatsApp chat with `number` (written +<country><number>) that opens with `text` typed in. No imports: islands use it. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/^\+/, '')}?text=${encodeURIComponent(text)}`;
}
