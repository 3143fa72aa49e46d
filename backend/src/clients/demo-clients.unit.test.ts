import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@chairside/shared/format/phone-format';
import { isBirthday } from '@chairside/shared/clients/client-dto';
import { DEMO_BOOK_CLIENT_COUNT, demoBookClient, demoClients } from './demo-clients';

describe('the demo client book', () => {
  const book = Array.from({ length: DEMO_BOOK_CLIENT_COUNT }, (_, k) => demoBookClient(k));
  const everyone = [...demoClients, ...book];

  it('gives every client a valid, unique phone number or e-mail address, never neither', () => {
    for (const client of book) {
      expect(client.phone || client.email, client.id).not.toBe('');
      if (client.phone) expect(normalizePhone(client.phone), client.phone).toMatch(/^\+1\d{10}$/);
      if (client.birthday) expect(isBirthday(client.birthday), client.birthday).toBe(true);
    }
    const phones = everyone.flatMap((client) => (client.phone ? [normalizePhone(client.phone)] : []));
    const emails = everyone.flatMap((client) => (client.email ? [client.email.toLowerCase()] : []));
    expect(new Set(phones).size).toBe(phones.length);
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(everyone.map((client) => client.id)).size).toBe(everyone.length);
  });

  it('is the same on every machine, with some birthdays, tags and consents', () => {
    expect(demoBookClient(7)).toEqual(demoBookClient(7));
    expect(book.filter((client) => client.birthday).length).toBeGreaterThan(DEMO_BOOK_CLIENT_COUNT / 4);
    expect(book.filter((client) => client.tags.length > 0).length).toBeGreaterThan(DEMO_BOOK_CLIENT_COUNT / 5);
    expect(book.filter((client) => client.consent.length > 0).length).toBeGreaterThan(DEMO_BOOK_CLIENT_COUNT / 2);
  });
});
