import type { UpdateBookingDesignInput } from '@chairside/shared/booking/booking-dto';
import type { BookingDesignOptions } from '@chairside/shared/booking/booking-design-dto';
import { listServices } from '@chairside/projections/catalogue/catalogue-queries';
import { listStaff } from '@chairside/projections/team/staff-queries';
import type { ReadDb } from '@chairside/projections/database';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { businessDecider } from './business-decider';
import { requireBusinessId } from './business-service';
import { businessStream } from './business-stream';

// The booking design lives on the business stream. What it may offer online: services that are bookable
// online and not archived, and the active team.

export async function bookingDesignOptions(readDb: ReadDb): Promise<BookingDesignOptions> {
  const [services, staff] = await Promise.all([listServices(readDb), listStaff(readDb, {}, { showPay: false, showContact: false })]);
  return {
    services: services
      .filter((service) => service.onlineBookable)
      .map((service) => ({ id: service.id, name: service.name, categoryName: service.categoryName })),
    staff: staff.map((member) => ({ id: member.id, name: `${member.firstName} ${member.lastName}`.trim() })),
  };
}

export async function setBookingDesign(
  deps: ServiceDeps,
  input: UpdateBookingDesignInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  const businessId = await requireBusinessId(deps);
  const options = await bookingDesignOptions(deps.readDb);
  const offerable = { serviceIds: options.services.map((service) => service.id), staffIds: options.staff.map((member) => member.id) };
  const result = await handleCommand(
    deps.store,
    businessStream(businessId),
    businessDecider,
    { type: 'SetBookingDesign', design: input, offerable },
    { ...context, locationId: null },
  );
  return { id: businessId, result };
}
