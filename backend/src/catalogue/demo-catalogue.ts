import type { CatalogueCommand } from '@chairside/shared/catalogue/catalogue-commands';
import type { ResourceNeed } from '@chairside/shared/catalogue/catalogue-dto';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { demoLocations } from '../business/index';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import { demoStaff } from '../team/index';
import { catalogueDecider } from './catalogue-decider';
import { catalogueStream } from './catalogue-stream';

// The demo salon & spa's catalogue: real-world durations and prices, who performs what, the rooms and
// devices the treatments need, and weekly classes. Fixed ids so tests and other seeds can name things.

type StaffKey = keyof typeof demoStaff;
type CategoryKey = 'hair' | 'color' | 'nails' | 'skin' | 'massage';
// A staff member, or a staff member with their own price (in cents) for the service.
type Performer = StaffKey | readonly [StaffKey, number];
type DemoService = {
  category: CategoryKey;
  name: string;
  description: string;
  minutes: number;
  processing?: number;
  buffer?: number;
  priceCents: number;
  online?: boolean;
  need?: ResourceNeed;
  staff: readonly Performer[];
};

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

const categories: Record<CategoryKey, { id: string; name: string; description: string; color: string }> = {
  hair: { id: id('ca7e0000', 1), name: 'Hair', description: 'Cuts, blowouts and styling', color: '#8b5cf6' },
  color: { id: id('ca7e0000', 2), name: 'Color', description: 'Color, highlights and toning', color: '#d946ef' },
  nails: { id: id('ca7e0000', 3), name: 'Nails', description: 'Manicures, pedicures and nail art', color: '#ec4899' },
  skin: { id: id('ca7e0000', 4), name: 'Skin', description: 'Facials, peels, brows and lashes', color: '#10b981' },
  massage: { id: id('ca7e0000', 5), name: 'Massage & Body', description: 'Massage and body treatments', color: '#6366f1' },
};

const services = {
  womensCut: {
    category: 'hair',
    name: "Women's Haircut & Style",
    description: 'Consultation, shampoo, precision cut and blow-dry finish.',
    minutes: 60,
    priceCents: 7500,
    staff: ['bailey', 'jordan', 'marcus', ['maya', 9500]],
  },
  mensCut: {
    category: 'hair',
    name: "Men's Haircut",
    description: 'Clipper and scissor cut with a hot-towel neck shave.',
    minutes: 30,
    priceCents: 4000,
    staff: ['jordan', 'marcus', 'bailey'],
  },
  kidsCut: {
    category: 'hair',
    name: "Children's Haircut (12 & under)",
    description: 'A quick, friendly cut for kids.',
    minutes: 30,
    priceCents: 3000,
    staff: ['bailey', 'jordan', 'marcus'],
  },
  blowout: {
    category: 'hair',
    name: 'Blowout',
    description: 'Shampoo and a smooth or voluminous blow-dry.',
    minutes: 45,
    priceCents: 5000,
    staff: ['bailey', 'jordan', 'marcus', 'maya'],
  },
  updo: {
    category: 'hair',
    name: 'Updo & Special Occasion Style',
    description: 'Formal styling for weddings and events; trial recommended.',
    minutes: 75,
    priceCents: 9500,
    online: false,
    staff: ['maya', 'marcus'],
  },
  beardTrim: {
    category: 'hair',
    name: 'Beard Trim',
    description: 'Shape-up, line-up and beard oil.',
    minutes: 20,
    priceCents: 2500,
    staff: ['jordan', 'marcus'],
  },
  singleProcess: {
    category: 'color',
    name: 'Single Process Color',
    description: 'All-over permanent color from roots to ends.',
    minutes: 45,
    processing: 45,
    priceCents: 11000,
    staff: [['maya', 14000], 'bailey', 'marcus'],
  },
  rootTouchUp: {
    category: 'color',
    name: 'Root Touch-Up',
    description: 'Color on up to 1 1/2 inches of regrowth.',
    minutes: 45,
    processing: 30,
    priceCents: 8500,
    staff: [['maya', 11000], 'bailey', 'marcus'],
  },
  partialHighlights: {
    category: 'color',
    name: 'Partial Highlights',
    description: 'Foils through the top and sides, with toner.',
    minutes: 90,
    processing: 30,
    priceCents: 15000,
    staff: [['maya', 19000], 'marcus'],
  },
  fullHighlights: {
    category: 'color',
    name: 'Full Highlights',
    description: 'Foils throughout, with toner.',
    minutes: 120,
    processing: 30,
    priceCents: 21000,
    staff: [['maya', 26000], 'marcus'],
  },
  balayage: {
    category: 'color',
    name: 'Balayage',
    description: 'Hand-painted, lived-in color; consultation required first.',
    minutes: 150,
    processing: 45,
    priceCents: 25000,
    online: false,
    staff: [['maya', 31500]],
  },
  glossToner: {
    category: 'color',
    name: 'Gloss & Toner',
    description: 'Refreshes tone and shine between color services.',
    minutes: 30,
    processing: 20,
    priceCents: 5500,
    staff: [['maya', 7000], 'bailey', 'marcus'],
  },
  classicManicure: {
    category: 'nails',
    name: 'Classic Manicure',
    description: 'Shape, cuticle care, massage and polish.',
    minutes: 30,
    priceCents: 3000,
    staff: ['lena', 'ava'],
  },
  gelManicure: {
    category: 'nails',
    name: 'Gel Manicure',
    description: 'Long-wearing gel polish, cured under LED.',
    minutes: 45,
    priceCents: 4500,
    staff: ['lena', 'ava'],
  },
  dipManicure: {
    category: 'nails',
    name: 'Dip Powder Manicure',
    description: 'Durable dip-powder color without UV light.',
    minutes: 60,
    priceCents: 5500,
    staff: ['lena', 'ava'],
  },
  nailArt: {
    category: 'nails',
    name: 'Nail Art',
    description: 'Hand-painted designs, per set; add to any manicure.',
    minutes: 15,
    priceCents: 1500,
    staff: ['lena', 'ava'],
  },
  classicPedicure: {
    category: 'nails',
    name: 'Classic Pedicure',
    description: 'Soak, exfoliation, nail care and polish in the spa chair.',
    minutes: 45,
    buffer: 10,
    priceCents: 4500,
    need: 'device',
    staff: ['ava'],
  },
  spaPedicure: {
    category: 'nails',
    name: 'Spa Pedicure',
    description: 'Classic pedicure with a scrub, mask and hot towels.',
    minutes: 60,
    buffer: 10,
    priceCents: 6500,
    need: 'device',
    staff: ['ava'],
  },
  signatureFacial: {
    category: 'skin',
    name: 'Signature Facial',
    description: 'Cleanse, exfoliation, extractions, mask and massage.',
    minutes: 60,
    buffer: 15,
    priceCents: 9500,
    need: 'room',
    staff: ['priya', 'diego'],
  },
  hydraFacial: {
    category: 'skin',
    name: 'HydraFacial',
    description: 'Cleanse, peel, extract and hydrate with the HydraFacial system.',
    minutes: 60,
    buffer: 15,
    priceCents: 19900,
    need: 'device',
    staff: [['priya', 21900], 'diego'],
  },
  expressFacial: {
    category: 'skin',
    name: 'Express Facial',
    description: 'A 30-minute cleanse, exfoliation and mask.',
    minutes: 30,
    buffer: 10,
    priceCents: 5500,
    need: 'room',
    staff: ['priya', 'diego'],
  },
  chemicalPeel: {
    category: 'skin',
    name: 'Chemical Peel',
    description: 'Professional peel for tone and texture; consultation required.',
    minutes: 45,
    buffer: 15,
    priceCents: 12000,
    online: false,
    need: 'room',
    staff: ['priya'],
  },
  browShaping: {
    category: 'skin',
    name: 'Brow Shaping',
    description: 'Wax and tweeze to shape the brows.',
    minutes: 15,
    buffer: 5,
    priceCents: 2500,
    staff: ['priya', 'diego'],
  },
  lashLift: {
    category: 'skin',
    name: 'Lash Lift & Tint',
    description: 'Lifts and darkens natural lashes for about six weeks.',
    minutes: 60,
    buffer: 10,
    priceCents: 8500,
    need: 'room',
    staff: ['diego', 'priya'],
  },
  swedish60: {
    category: 'massage',
    name: 'Swedish Massage (60 min)',
    description: 'Relaxing full-body massage with long, flowing strokes.',
    minutes: 60,
    buffer: 15,
    priceCents: 9500,
    need: 'room',
    staff: ['sam', 'olivia'],
  },
  swedish90: {
    category: 'massage',
    name: 'Swedish Massage (90 min)',
    description: 'The full-body Swedish massage with extra time for problem areas.',
    minutes: 90,
    buffer: 15,
    priceCents: 13500,
    need: 'room',
    staff: ['sam', 'olivia'],
  },
  deepTissue: {
    category: 'massage',
    name: 'Deep Tissue Massage',
    description: 'Firm pressure for chronic tension and knots.',
    minutes: 60,
    buffer: 15,
    priceCents: 11000,
    need: 'room',
    staff: ['sam', 'olivia'],
  },
  hotStone: {
    category: 'massage',
    name: 'Hot Stone Massage',
    description: 'Heated basalt stones melt away muscle tension.',
    minutes: 75,
    buffer: 15,
    priceCents: 13000,
    need: 'room',
    staff: ['sam'],
  },
  couplesMassage: {
    category: 'massage',
    name: 'Couples Massage',
    description: 'Side-by-side Swedish massage for two in the Couples Suite.',
    minutes: 60,
    buffer: 15,
    priceCents: 20000,
    need: 'room',
    staff: ['olivia'],
  },
  prenatalMassage: {
    category: 'massage',
    name: 'Prenatal Massage',
    description: 'Side-lying massage for the second and third trimesters; intake form required.',
    minutes: 60,
    buffer: 15,
    priceCents: 10000,
    online: false,
    need: 'room',
    staff: ['sam'],
  },
} as const satisfies Record<string, DemoService>;
type ServiceKey = keyof typeof services;

const serviceIds = Object.fromEntries(Object.keys(services).map((key, index) => [key, id('5e000000', index + 1)])) as Record<
  ServiceKey,
  string
>;
const serving = (...keys: ServiceKey[]) => keys.map((key) => serviceIds[key]);

const downtown = demoLocations.downtown.id;
const uptown = demoLocations.uptown.id;
// Both Downtown treatment rooms take every facial, lash and massage service.
const treatmentRoomServices = serving(
  'signatureFacial',
  'expressFacial',
  'chemicalPeel',
  'lashLift',
  'swedish60',
  'swedish90',
  'deepTissue',
  'hotStone',
  'prenatalMassage',
);
const rooms = {
  treatmentRoom1: {
    id: id('d1000000', 1),
    locationId: downtown,
    name: 'Treatment Room 1',
    capacity: 1,
    serviceIds: treatmentRoomServices,
  },
  treatmentRoom2: {
    id: id('d1000000', 2),
    locationId: downtown,
    name: 'Treatment Room 2',
    capacity: 1,
    serviceIds: treatmentRoomServices,
  },
  couplesSuite: {
    id: id('d1000000', 3),
    locationId: uptown,
    name: 'Couples Suite',
    capacity: 2,
    serviceIds: serving('couplesMassage', 'swedish60', 'swedish90', 'deepTissue', 'signatureFacial', 'expressFacial'),
  },
  studio: {
    id: id('d1000000', 4),
    locationId: uptown,
    name: 'Studio',
    capacity: 1,
    serviceIds: serving('swedish60', 'deepTissue', 'lashLift', 'expressFacial'),
  },
};
const devices = {
  hydraFacialMachine: {
    id: id('de000000', 1),
    locationId: downtown,
    name: 'HydraFacial machine',
    quantity: 1,
    serviceIds: serving('hydraFacial'),
  },
  pedicureSpaChair: {
    id: id('de000000', 2),
    locationId: uptown,
    name: 'Pedicure spa chair',
    quantity: 3,
    serviceIds: serving('classicPedicure', 'spaPedicure'),
  },
};
const classTypes = {
  vinyasaYoga: {
    id: id('c1000000', 1),
    name: 'Vinyasa Flow Yoga',
    description: 'A flowing, breath-led practice for all levels. Mats provided.',
    locationId: uptown,
    instructorId: demoStaff.olivia.id,
    roomId: rooms.studio.id,
    capacity: 12,
    durationMinutes: 60,
    priceCents: 2500,
    color: '#14b8a6',
    timetable: [
      { weekday: 1, startTime: '18:00' },
      { weekday: 3, startTime: '18:00' },
    ],
  },
  pilatesMat: {
    id: id('c1000000', 2),
    name: 'Pilates Mat',
    description: 'Core strength and control on the mat.',
    locationId: uptown,
    instructorId: demoStaff.olivia.id,
    roomId: rooms.studio.id,
    capacity: 10,
    durationMinutes: 45,
    priceCents: 2200,
    color: '#0ea5e9',
    timetable: [{ weekday: 6, startTime: '09:00' }],
  },
  skincareMasterclass: {
    id: id('c1000000', 3),
    name: 'Skincare Masterclass',
    description: 'Build a routine for your skin type with our lead esthetician; samples included.',
    locationId: downtown,
    instructorId: demoStaff.priya.id,
    roomId: rooms.treatmentRoom2.id,
    capacity: 8,
    durationMinutes: 90,
    priceCents: 4500,
    color: '#10b981',
    timetable: [{ weekday: 4, startTime: '19:00' }],
  },
};

export const demoCatalogue = {
  categories: Object.fromEntries(
    Object.entries(categories).map(([key, category]) => [key, { id: category.id, name: category.name }]),
  ) as Record<CategoryKey, { id: string; name: string }>,
  services: Object.fromEntries(
    Object.entries(services).map(([key, service]) => [key, { id: serviceIds[key as ServiceKey], name: service.name }]),
  ) as Record<ServiceKey, { id: string; name: string }>,
  rooms,
  devices,
  classes: classTypes,
} as const;

function commands(): CatalogueCommand[] {
  const list: CatalogueCommand[] = Object.values(categories).map((category) => ({
    type: 'CreateServiceCategory',
    categoryId: category.id,
    name: category.name,
    description: category.description,
  }));
  const byStaff = new Map<StaffKey, { serviceId: string; priceCents: number | null; durationMinutes: null }[]>();
  for (const [key, service] of Object.entries(services) as [ServiceKey, DemoService][]) {
    const serviceId = serviceIds[key];
    list.push({
      type: 'CreateService',
      serviceId,
      categoryId: categories[service.category].id,
      name: service.name,
      description: service.description,
      durationMinutes: service.minutes,
      processingMinutes: service.processing ?? 0,
      bufferMinutes: service.buffer ?? 0,
      priceCents: service.priceCents,
      color: categories[service.category].color,
      onlineBookable: service.online ?? true,
      resourceNeed: service.need ?? 'none',
    });
    for (const performer of service.staff) {
      const [staff, priceCents] = typeof performer === 'string' ? [performer, null] : performer;
      byStaff.set(staff, [...(byStaff.get(staff) ?? []), { serviceId, priceCents, durationMinutes: null }]);
    }
  }
  // The treatments that need a room or a device, and balayage (Maya's), are offered only at the two
  // Chicago studios; Brooklyn is a hair and nails studio.
  for (const [key, service] of Object.entries(services) as [ServiceKey, DemoService][]) {
    if ((service.need !== undefined && service.need !== 'none') || key === 'balayage')
      list.push({
        type: 'SetServiceLocations',
        serviceId: serviceIds[key],
        locationIds: [demoLocations.downtown.id, demoLocations.uptown.id],
      });
  }
  for (const [staff, assigned] of byStaff) list.push({ type: 'SetStaffServices', staffId: demoStaff[staff].id, services: assigned });
  for (const { id: roomId, ...room } of Object.values(rooms)) list.push({ type: 'CreateRoom', roomId, ...room });
  for (const { id: deviceId, ...device } of Object.values(devices)) list.push({ type: 'CreateDevice', deviceId, ...device });
  for (const { id: classTypeId, ...classType } of Object.values(classTypes))
    list.push({ type: 'CreateClassType', classTypeId, ...classType, startsOn: '2026-09-01', endsOn: null });
  return list;
}

// Through the catalogue's own decider, so the history is what the product would record. Does nothing when
// the business already has a catalogue.
export async function seedDemoCatalogue(store: EventStore, businessId: string): Promise<{ seeded: boolean; commands: number }> {
  const stream = catalogueStream(businessId);
  if ((await store.readStream(stream, { maxCount: 1 })).length > 0) return { seeded: false, commands: 0 };
  const context: CommandContext = { userId: null, source: 'seed' };
  const list = commands();
  for (const command of list) await handleCommand(store, stream, catalogueDecider, command, context);
  return { seeded: true, commands: list.length };
}
