import type { ClientInput } from '@chairside/shared/clients/client-dto';
import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent, StreamAppend } from '@chairside/platform/event-store/event-store';
import type { CommandContext } from '../commands/handle-command';
import type { DemoDiaryContext, DemoSeedStep } from '../http/backend-module';
import { clientDecider, type ClientCommand } from './client-decider';
import { clientStream, registerClient } from './client-service';

// The demo business's clients: 150 people with the names, phone numbers and e-mail addresses a Chicago
// salon's book would hold. Fixed ids (and no randomness) so every machine seeds the same people and a
// second run finds them. Numbers are 555-01xx (reserved for fiction), e-mail goes to example.com/.net/.org.

export const demoFirstNames = [
  'Emma',
  'Olivia',
  'Sophia',
  'Isabella',
  'Mia',
  'Charlotte',
  'Amelia',
  'Harper',
  'Evelyn',
  'Abigail',
  'Emily',
  'Ella',
  'Grace',
  'Chloe',
  'Camila',
  'Lily',
  'Zoe',
  'Hannah',
  'Nora',
  'Aria',
  'Layla',
  'Riley',
  'Stella',
  'Hazel',
  'Aurora',
  'Lucy',
  'Naomi',
  'Madison',
  'Elena',
  'Maya',
  'Sofia',
  'Ruby',
  'Alice',
  'Claire',
  'Jasmine',
  'Fatima',
  'Priyanka',
  'Mei',
  'Yuna',
  'Ananya',
  'Liam',
  'Noah',
  'James',
  'Lucas',
  'Henry',
  'Daniel',
  'Michael',
  'Ethan',
  'Mateo',
  'David',
  'Omar',
  'Andre',
  'Marcus',
  'Kenji',
  'Raj',
  'Tyler',
  'Connor',
  'Isaac',
  'Gabriel',
  'Julian',
];
export const demoLastNames = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Kowalski',
  'Novak',
  'Patel',
  'Shah',
  'Okafor',
  'Murphy',
  'O\u2019Brien',
  'Kim',
  'Park',
  'Tanaka',
];
const areaCodes = ['312', '773', '872', '630', '708', '847'];
const domains = ['example.com', 'example.net', 'example.org'];

export const DEMO_CLIENT_COUNT = 150;

export type DemoClient = ClientInput & { id: string };

const clientId = (n: number) => `c1e00000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// Client n (0-based): first and last names walk the lists at different strides so no pair repeats; the
// phone is 555-0100…0199 in one of six Chicago-area codes; most have both, some only one of the two
// (every tenth has no e-mail, every fourteenth no phone, never both), as a real client book does.
function demoClient(n: number): DemoClient {
  const firstName = demoFirstNames[n % demoFirstNames.length] as string;
  const lastName = demoLastNames[(n * 7 + Math.floor(n / demoLastNames.length)) % demoLastNames.length] as string;
  const area = areaCodes[n % areaCodes.length] as string;
  const line = String(100 + (Math.floor(n / areaCodes.length) % 100)).padStart(4, '0');
  const phone = `(${area}) 555-${line}`;
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  const email = `${local}${n >= demoFirstNames.length ? n : ''}@${domains[n % domains.length]}`;
  return {
    id: clientId(n + 1),
    firstName,
    lastName,
    phone: n % 14 === 6 ? '' : phone,
    email: n % 10 === 9 ? '' : email,
  };
}

export const demoClients: readonly DemoClient[] = Array.from({ length: DEMO_CLIENT_COUNT }, (_, n) => demoClient(n));

const exists = async (store: EventStore, stream: string) => (await store.readStream(stream, { maxCount: 1 })).length > 0;

// The rest of a busy salon's client book: 1,850 more (2,000 in all), so search has a real book to search.
// Deterministic like the first 150 (which the other demo seeds book with): numbers 555-01xx in area codes the
// first 150 do not use, e-mail at example.com/.net/.org, and some with a birthday, tags and marketing consent.
export const DEMO_BOOK_CLIENT_COUNT = 1850;
const bookAreaCodes = [
  '224',
  '331',
  '779',
  '815',
  '217',
  '309',
  '618',
  '219',
  '262',
  '414',
  '608',
  '920',
  '616',
  '269',
  '313',
  '248',
  '734',
  '317',
  '463',
  '765',
  '574',
  '260',
  '812',
  '563',
  '319',
  '515',
  '402',
  '612',
  '651',
  '952',
];
const demoTags = ['VIP', 'Colour', 'Sensitive scalp', 'Student', 'Bridal', 'Regular'];

export type DemoBookClient = DemoClient & {
  birthday: string | null;
  tags: string[];
  consent: { channel: 'email' | 'sms'; source: 'desk' | 'online_booking' }[];
};

// Book client k (0-based): names walk the lists at strides of their own; a number in one of 30 area codes;
// every 14th has no phone and every 10th no e-mail (never both); every third a birthday (every fifth of
// those without the year), every fourth a tag, and most of those with an e-mail agreed to marketing.
export function demoBookClient(k: number): DemoBookClient {
  const firstName = demoFirstNames[(k * 11 + 3) % demoFirstNames.length] as string;
  const lastName = demoLastNames[(k * 13 + Math.floor(k / demoFirstNames.length)) % demoLastNames.length] as string;
  const phone =
    k % 14 === 6
      ? ''
      : `(${bookAreaCodes[k % bookAreaCodes.length]}) 555-${String(100 + (Math.floor(k / bookAreaCodes.length) % 100)).padStart(4, '0')}`;
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  const email = k % 10 === 9 ? '' : `${local}.${1000 + k}@${domains[k % domains.length]}`;
  const month = String((k % 12) + 1).padStart(2, '0');
  const day = String((k % 28) + 1).padStart(2, '0');
  const birthday = k % 3 !== 0 ? null : k % 5 === 0 ? `--${month}-${day}` : `${1960 + (k % 45)}-${month}-${day}`;
  const tags =
    k % 4 !== 0
      ? []
      : k % 12 === 0
        ? [demoTags[k % demoTags.length] as string, demoTags[(k + 1) % demoTags.length] as string]
        : [demoTags[k % demoTags.length] as string];
  const source = k % 2 === 0 ? ('desk' as const) : ('online_booking' as const);
  const consent = [
    ...(email && k % 3 !== 1 ? [{ channel: 'email' as const, source }] : []),
    ...(phone && k % 4 === 0 ? [{ channel: 'sms' as const, source }] : []),
  ];
  return { id: `c1e00000-0000-4000-8001-${String(k + 1).padStart(12, '0')}`, firstName, lastName, phone, email, birthday, tags, consent };
}

const BOOK_BATCH = 1000;

// The book's clients in batches of a thousand, each batch one multi-stream append of its clients' streams
// (registration, profile, consents), decided by the clients decider. Like the first 150 (and every client
// the desk adds) they hold no e-mail or phone claims: reading 2 claim streams a client made the seed
// seconds slower, and the values are unique by construction.
async function seedDemoBook(store: EventStore): Promise<{ commands: number; last: DemoSeedStep['last'] }> {
  let commands = 0;
  let last: DemoSeedStep['last'] = null;
  if (await exists(store, clientStream(demoBookClient(DEMO_BOOK_CLIENT_COUNT - 1).id))) return { commands, last };
  const occurredAt = new Date().toISOString();
  for (let from = 0; from < DEMO_BOOK_CLIENT_COUNT; from += BOOK_BATCH) {
    const batch = Array.from({ length: Math.min(BOOK_BATCH, DEMO_BOOK_CLIENT_COUNT - from) }, (_, index) => demoBookClient(from + index));
    // A batch that made it before an interrupted seed is already there.
    if (await exists(store, clientStream(batch[batch.length - 1]!.id))) continue;
    const appends: StreamAppend[] = batch.map((client) => {
      const { id: clientId, firstName, lastName, phone, email, birthday, tags } = client;
      const commandsOf: ClientCommand[] = [
        { type: 'RegisterClient', clientId, firstName, lastName, phone, email },
        ...(birthday || tags.length > 0
          ? [{ type: 'EditClient' as const, clientId, firstName, lastName, phone, email, birthday, tags }]
          : []),
        ...client.consent.map(({ channel, source }) => ({
          type: 'RecordClientConsent' as const,
          clientId,
          channel,
          granted: true,
          source,
        })),
      ];
      let state = clientDecider.initialState();
      const events: NewEvent[] = [];
      for (const command of commandsOf) {
        for (const event of clientDecider.decide(command, state, new Date(occurredAt))) {
          state = clientDecider.evolve(state, event);
          const metadata = { userId: null, correlationId: clientId, causationId: null, occurredAt, source: 'seed' as const };
          events.push({ id: randomUUID(), type: event.type, data: event.data, metadata });
        }
      }
      return { stream: clientStream(clientId), events, expectedRevision: 'no_stream' };
    });
    const results = await store.appendToStreams(appends);
    commands += batch.length;
    last = results[results.length - 1]?.position ?? last;
  }
  return { commands, last };
}

// Registers every demo client whose stream is still empty: the first 150 through the same call the booking
// dialog uses (registerClient checks e-mail duplicates against the read model, which is why it needs readDb,
// brought up to date (upToDate) once there is something to register), then the rest of the book in batches.
export async function seedDemoClients({ store, readDb, upToDate }: DemoDiaryContext): Promise<DemoSeedStep> {
  const context: CommandContext = { userId: null, source: 'seed' };
  let commands = 0;
  let last: DemoSeedStep['last'] = null;
  // Registered in order, so when the last one exists every one does (one read on every later start).
  if (!(await exists(store, clientStream(demoClients[demoClients.length - 1]!.id)))) {
    await upToDate();
    for (const { id, ...input } of demoClients) {
      if (await exists(store, clientStream(id))) continue;
      last = (await registerClient({ store, readDb }, input, context, id)).result.position;
      commands += 1;
    }
  }
  const book = await seedDemoBook(store);
  return { seeded: commands + book.commands > 0, commands: commands + book.commands, last: book.last ?? last };
}
