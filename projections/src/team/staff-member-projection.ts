import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import type { StaffContact } from '@chairside/shared/team/staff-commands';
import type { UserEvent } from '@chairside/shared/identity/identity-events';
import { normalizePhone } from '@chairside/shared/format/phone-format';
import { staffEventTypes, type StaffEvent } from '@chairside/shared/team/staff-events';
import { businessToday, samePay, withRate } from '@chairside/shared/team/pay-rates';
import { rowsById } from '../engine/batch-rows';
import { defineProjection } from '../engine/projection';
import { createStaffMemberTable } from './staff-member-table';

// A staff member's name, e-mail, phone and groups live on their user account: when those change, every
// staff screen showing the person must refetch too, so the user events of hired people are announced here.
const userEventsShownOnStaff = [
  'UserProfileUpdated',
  'UserGroupsSet',
  'UserDeactivated',
  'UserReactivated',
] as const satisfies readonly UserEvent['type'][];
type UserEventShownOnStaff = Extract<UserEvent, { type: (typeof userEventsShownOnStaff)[number] }>;

// staff-<id> (the user account's id when they have one) or user-<id>.
const staffIdOf = (stream: string) => stream.slice(stream.startsWith('staff-') ? 'staff-'.length : 'user-'.length);

const noContact = { first_name: null, last_name: null, email: null, phone: null };
const contactColumns = (contact: StaffContact) => ({
  first_name: contact.firstName,
  last_name: contact.lastName,
  email: contact.email,
  phone: contact.phone === null ? null : (normalizePhone(contact.phone) ?? contact.phone),
});

export const staffMemberProjection = defineProjection<StaffEvent | UserEventShownOnStaff>({
  name: 'staff_members',
  version: 3,
  eventTypes: [...staffEventTypes, ...userEventsShownOnStaff],
  topics: ['staff'],
  tables: { staff_members: createStaffMemberTable },
  async apply(_trx, events, context) {
    const staff = rowsById(
      await context.tables.select(
        'staff_members',
        'id',
        events.map((event) =>
          event.type === 'StaffHired' || event.type === 'StaffHiredWithoutAccount' ? event.data.staffId : staffIdOf(event.stream),
        ),
      ),
    );
    for (const event of events) {
      const at = new Date(event.metadata.occurredAt);
      const staffId =
        event.type === 'StaffHired' || event.type === 'StaffHiredWithoutAccount' ? event.data.staffId : staffIdOf(event.stream);
      switch (event.type) {
        case 'StaffHired': {
          const { title, bio, photo, color, locationIds, pay } = event.data;
          staff.insert(staffId, {
            id: staffId,
            has_account: true,
            ...noContact,
            title,
            bio,
            photo,
            color,
            location_ids: locationIds,
            pay,
            pay_rates: [{ effectiveFrom: null, pay }],
            is_active: true,
            hired_at: at,
            updated_at: at,
          });
          break;
        }
        case 'StaffHiredWithoutAccount': {
          const { title, bio, photo, color, locationIds, pay } = event.data;
          staff.insert(staffId, {
            id: staffId,
            has_account: false,
            ...contactColumns(event.data),
            title,
            bio,
            photo,
            color,
            location_ids: locationIds,
            pay,
            pay_rates: [{ effectiveFrom: null, pay }],
            is_active: true,
            hired_at: at,
            updated_at: at,
          });
          break;
        }
        case 'StaffContactUpdated':
          staff.update(staffId, (row) => ({ ...row, ...contactColumns(event.data), updated_at: at }));
          break;
        case 'StaffAccountAdded':
          // The account (registered in the same append) holds the name and contact details from now on.
          staff.update(staffId, (row) => ({ ...row, has_account: true, ...noContact, updated_at: at }));
          break;
        case 'StaffProfileUpdated': {
          const { title, bio, photo, color, locationIds, pay } = event.data;
          // A pay change saved with the profile (before pay had dates) took effect on the day it was saved.
          staff.update(staffId, (row) => ({
            ...row,
            title,
            bio,
            photo,
            color,
            location_ids: locationIds,
            pay,
            pay_rates: samePay(row.pay, pay)
              ? row.pay_rates
              : withRate(row.pay_rates, { effectiveFrom: businessToday(at, BUSINESS_TIME_ZONE), pay }),
            updated_at: at,
          }));
          break;
        }
        case 'StaffPayRateSet':
          staff.update(staffId, (row) => ({ ...row, pay_rates: withRate(row.pay_rates, event.data), updated_at: at }));
          break;
        case 'StaffDeactivated':
        case 'StaffReactivated':
          staff.update(staffId, (row) => ({ ...row, is_active: event.type === 'StaffReactivated', updated_at: at }));
          break;
        default:
          // A user event: announced only when the user is on the team.
          if (!staff.get(staffId)) continue;
      }
      context.change({ topic: 'staff', rooms: ['staff', `user:${staffId}`], ids: [staffId] }, event);
    }
    await staff.write(context.tables.rows('staff_members', 'id'));
  },
});
