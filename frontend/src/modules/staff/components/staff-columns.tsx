import { Tag } from '@blueprintjs/core';
import type { Location } from '@chairside/shared/business/business-dto';
import { displayName } from '@chairside/shared/format/name-format';
import { formatPhone } from '@chairside/shared/format/phone-format';
import type { StaffMember } from '@chairside/shared/team/staff-dto';
import type { DataColumn } from '../../../ui/data-table';
import { StaffAvatar } from './staff-avatar';
import { StaffRowActions, type StaffAction, type StaffRowRights } from './staff-row-actions';

export function locationNames(member: StaffMember, locations: readonly Location[]): string {
  return member.locationIds.map((id) => locations.find((location) => location.id === id)?.name ?? 'Unknown location').join(', ');
}

export function staffColumns(
  locations: readonly Location[],
  rights: StaffRowRights,
  onAction: (action: StaffAction, member: StaffMember) => void,
): DataColumn<StaffMember>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortValue: (member) => `${member.lastName} ${member.firstName}`,
      render: (member) => (
        <div className="staff-name-cell">
          <StaffAvatar person={member} />
          <span className="staff-name">{displayName(member)}</span>
          <StaffRowActions member={member} rights={rights} onAction={onAction} />
        </div>
      ),
    },
    {
      key: 'title',
      header: 'Title',
      sortValue: (member) => member.title,
      render: (member) => member.title || <span className="staff-muted">—</span>,
    },
    // E-mail and phone are null for callers who may book with colleagues but not look up the team.
    {
      key: 'email',
      header: 'E-mail',
      sortValue: (member) => member.email ?? '',
      render: (member) => (member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : <span className="staff-muted">—</span>),
    },
    // Stored as E.164 ('+13125550142'), shown as people write it ('(312) 555-0142').
    {
      key: 'phone',
      header: 'Phone',
      render: (member) =>
        member.phone ? <a href={`tel:${member.phone}`}>{formatPhone(member.phone)}</a> : <span className="staff-muted">—</span>,
    },
    {
      key: 'locations',
      header: 'Locations',
      sortValue: (member) => locationNames(member, locations),
      render: (member) => locationNames(member, locations),
    },
    {
      key: 'status',
      header: 'Status',
      sortValue: (member) => (member.isActive ? 0 : 1),
      render: (member) => (
        <>
          <Tag minimal round intent={member.isActive ? 'success' : 'none'}>
            {member.isActive ? 'Active' : 'Inactive'}
          </Tag>
          {!member.hasAccount ? (
            <Tag minimal round className="staff-no-sign-in">
              No sign-in
            </Tag>
          ) : null}
        </>
      ),
    },
  ];
}
