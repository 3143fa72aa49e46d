import type { ClientInput } from '@chairside/shared/clients/client-dto';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import type { CommandContext } from '../commands/handle-command';
import type { DemoDiaryContext, DemoSeedStep } from '../http/backend-module';
import { clientStream, registerClient } from './client-service';

// The demo business's clients: 150 people with the names, phone numbers and e-mail addresses a Chicago
// salon's book would hold. Fixed ids (and no randomness) so every machine seeds the same people and a
// second run finds them. Numbers are 555-01xx (reserved for fiction), e-mail goes to example.com/.net/.org.

const firstNames = [
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
const lastNames = [
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
  const firstName = firstNames[n % firstNames.length] as string;
  const lastName = lastNames[(n * 7 + Math.floor(n / lastNames.length)) % lastNames.length] as string;
  const area = areaCodes[n % areaCodes.length] as string;
  const line = String(100 + (Math.floor(n / areaCodes.length) % 100)).padStart(4, '0');
  const phone = `(${area}) 555-${line}`;
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  const email = `${local}${n >= firstNames.length ? n : ''}@${domains[n % domains.length]}`;
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

// Registers every demo client whose stream is still empty, through the same call the booking dialog uses.
// registerClient checks e-mail duplicates against the read model, which is why it needs readDb, brought up
// to date (upToDate) once there is something to register.
export async function seedDemoClients({ store, readDb, upToDate }: DemoDiaryContext): Promise<DemoSeedStep> {
  const context: CommandContext = { userId: null, source: 'seed' };
  let commands = 0;
  let last: DemoSeedStep['last'] = null;
  // Registered in order, so when the last one exists every one does (one read on every later start).
  if (await exists(store, clientStream(demoClients[demoClients.length - 1]!.id))) return { seeded: false, commands: 0, last: null };
  await upToDate();
  for (const { id, ...input } of demoClients) {
    if (await exists(store, clientStream(id))) continue;
    last = (await registerClient({ store, readDb }, input, context, id)).result.position;
    commands += 1;
  }
  return { seeded: commands > 0, commands, last };
}
