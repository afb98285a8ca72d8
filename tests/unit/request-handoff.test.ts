import { describe, expect, it } from 'vitest';
import { handoffLinks, handoffText, type HandoffInput } from '../../src/lib/forms/request-handoff';

const input: HandoffInput = {
  values: {
    firstName: ' Amina ',
    lastName: 'Okafor',
    email: 'amina@example.com',
    phone: '+234 803 123 4567',
    country: 'NG',
    condition: 'ibd-crohns',
    hospital: '',
    message: '  Diagnosed with Crohn’s disease in 2021.  ',
    contactMethod: 'whatsapp',
    replyLanguage: 'en-GB',
  },
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    phone: 'Phone number',
    country: 'Country you live in',
    condition: 'Condition or package',
    hospital: 'Preferred hospital (optional)',
    message: 'Your message (Optional) ',
    contactMethod: 'How should we contact you?',
    replyLanguage: 'Language for our replies',
  },
  shown: { condition: 'IBD & Crohn’s', hospital: ' ', contactMethod: 'WhatsApp', country: 'Nigeria', replyLanguage: 'English' },
  subject: 'Request for a treatment plan: {condition}',
  attachNote: 'I will attach my medical reports to this message.',
  email: 'care@example.org',
  whatsappNumber: '+447700900123',
};

describe('the request written out for an email or a chat', () => {
  it('has one filled field a line, then the message, then the note on reports', () => {
    expect(handoffText(input)).toBe(
      [
        'First name: Amina',
        'Last name: Okafor',
        'Email address: amina@example.com',
        'Phone number: +234 803 123 4567',
        'Country you live in: Nigeria',
        'Condition or package: IBD & Crohn’s',
        'How should we contact you?: WhatsApp',
        'Language for our replies: English',
        '',
        'Your message:',
        'Diagnosed with Crohn’s disease in 2021.',
        '',
        'I will attach my medical reports to this message.',
      ].join('\n'),
    );
  });

  it('leaves out an empty message, and keeps "(optional)" that is part of a label\'s words', () => {
    const text = handoffText({
      ...input,
      values: { ...input.values, message: '   ' },
      labels: { ...input.labels, firstName: 'First name (optional) as on your passport', lastName: 'Last name(optional)' },
    });
    expect(text.split('\n')).toEqual([
      'First name (optional) as on your passport: Amina',
      'Last name: Okafor',
      'Email address: amina@example.com',
      'Phone number: +234 803 123 4567',
      'Country you live in: Nigeria',
      'Condition or package: IBD & Crohn’s',
      'How should we contact you?: WhatsApp',
      'Language for our replies: English',
      '',
      'I will attach my medical reports to this message.',
    ]);
  });
});

describe('the hand-off links', () => {
  it('open an email to the care team with the subject and the request, lines broken as mail expects', () => {
    const { email } = handoffLinks(input);
    expect(email).toBe(
      `mailto:care@example.org?subject=${encodeURIComponent('Request for a treatment plan: IBD & Crohn’s')}&body=${encodeURIComponent(handoffText(input).replaceAll('\n', '\r\n'))}`,
    );
  });

  it('leave the condition out of the subject when none was chosen', () => {
    const url = new URL(handoffLinks({ ...input, shown: { ...input.shown, condition: '' } }).email);
    expect(url.searchParams.get('subject')).toBe('Request for a treatment plan: ');
  });

  it('open a WhatsApp chat with the number without its "+"', () => {
    expect(handoffLinks(input).whatsapp).toBe(`https://wa.me/447700900123?text=${encodeURIComponent(handoffText(input))}`);
  });
});
