import { setStaffServicesSchema, type Service, type SetStaffServicesInput } from '@chairside/shared/catalogue/catalogue-dto';
import { fieldProblems, type Parsed } from '../../ui/form-problems';
import { dollarsToCents } from './staff-draft';

// The "Services performed" editor as typed: per service, whether the person performs it and their own
// price (dollars) and duration (minutes) when they differ from the service's.
export type ServiceChoice = { performs: boolean; price: string; duration: string };
export type ServiceChoices = Record<string, ServiceChoice>;

export function choicesFor(staffId: string, services: readonly Service[]): ServiceChoices {
  const choices: ServiceChoices = {};
  for (const service of services) {
    const own = service.staff.find((item) => item.staffId === staffId);
    choices[service.id] = {
      performs: Boolean(own),
      price: own?.priceCents === null || own?.priceCents === undefined ? '' : (own.priceCents / 100).toFixed(2),
      duration: own?.durationMinutes === null || own?.durationMinutes === undefined ? '' : String(own.durationMinutes),
    };
  }
  return choices;
}

// Problems are keyed by service id ('<id>.priceCents'), so each shows next to its service.
export function parseServiceChoices(services: readonly Service[], choices: ServiceChoices): Parsed<SetStaffServicesInput> {
  const chosen = services.filter((service) => choices[service.id]?.performs);
  const request = chosen.map((service) => {
    const choice = choices[service.id]!;
    const duration = choice.duration.trim();
    return { serviceId: service.id, priceCents: dollarsToCents(choice.price), durationMinutes: duration === '' ? null : Number(duration) };
  });
  const parsed = setStaffServicesSchema.safeParse({ services: request });
  if (parsed.success) return { ok: true, value: parsed.data };
  const byIndex = fieldProblems(parsed.error);
  const problems: Record<string, string> = {};
  for (const [key, message] of Object.entries(byIndex)) {
    const [, index, field] = key.split('.');
    const service = index === undefined ? undefined : chosen[Number(index)];
    problems[service && field ? `${service.id}.${field}` : key] =
      Number.isNaN(request[Number(index)]?.priceCents) && field === 'priceCents' ? 'Price is an amount in dollars, like 45.00' : message;
  }
  return { ok: false, problems };
}

// The services the filter box keeps: every word typed starts a word of the service's name or category,
// whatever the case ("col" finds "Root Color" and everything under "Color"). Example:
// filterServices(services, choices, { text: 'bal', onlyChosen: false }) → Balayage.
export type ServiceFilter = { text: string; onlyChosen: boolean };

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function filterServices(services: readonly Service[], choices: ServiceChoices, filter: ServiceFilter): Service[] {
  const wanted = words(filter.text);
  return services.filter((service) => {
    if (filter.onlyChosen && !choices[service.id]?.performs) return false;
    const own = words(`${service.name} ${service.categoryName}`);
    return wanted.every((word) => own.some((candidate) => candidate.startsWith(word)));
  });
}
