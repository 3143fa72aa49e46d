import { Button, Tag } from '@blueprintjs/core';
import { formatPhone } from '@chairside/shared/format/phone-format';
import { appointmentStatusLabels, type Appointment, type AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import { calendarTime } from '../business-time';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { appointmentName } from '../calendar-events';
import { statusIntents } from '../event-colors';

const services = (appointment: Appointment) => appointment.items.map((item) => item.serviceName).join(', ');
const staff = (appointment: Appointment) => [...new Set(appointment.items.map((item) => item.staffName))].join(', ');

export function appointmentLabel(appointment: Appointment): string {
  return appointmentName({
    startsAt: appointment.startsAt,
    services: services(appointment),
    clientName: appointment.clientName,
    staffNames: [...new Set(appointment.items.map((item) => item.staffName))].join(' and '),
    status: appointment.status,
  });
}

export function StatusTag({ status }: { status: AppointmentStatus }) {
  return (
    <Tag minimal={status === 'booked'} intent={statusIntents[status]} icon="symbol-circle">
      {appointmentStatusLabels[status]}
    </Tag>
  );
}

// The list view: every appointment of the day in time order, cancelled ones and no-shows included.
export function AppointmentListView({ appointments, onOpen }: { appointments: readonly Appointment[]; onOpen(id: string): void }) {
  const columns: DataColumn<Appointment>[] = [
    {
      key: 'time',
      header: 'Time',
      render: (row) => `${calendarTime(row.startsAt)}–${calendarTime(row.endsAt)}`,
      sortValue: (row) => row.startsAt,
    },
    {
      key: 'client',
      header: 'Client',
      render: (row) => (
        <Button variant="minimal" className="appointment-list-open" aria-label={appointmentLabel(row)} onClick={() => onOpen(row.id)}>
          {row.clientName}
        </Button>
      ),
      sortValue: (row) => row.clientName,
    },
    { key: 'services', header: 'Services', render: services, sortValue: services },
    { key: 'staff', header: 'Staff', render: staff, sortValue: staff },
    {
      key: 'status',
      header: 'Status',
      render: (row) => <StatusTag status={row.status} />,
      sortValue: (row) => appointmentStatusLabels[row.status],
    },
    {
      key: 'price',
      header: 'Price',
      render: (row) => formatMoneyFromCents(row.priceCents),
      sortValue: (row) => row.priceCents,
      align: 'end',
    },
  ];
  return (
    <DataTable
      label="Appointments"
      rows={appointments}
      columns={columns}
      searchText={(row) =>
        [
          row.clientName,
          formatPhone(row.clientPhone),
          row.clientPhone,
          row.clientEmail,
          services(row),
          staff(row),
          appointmentStatusLabels[row.status],
        ].join(' ')
      }
      initialSort={{ key: 'time', direction: 'ascending' }}
      rowClassName={(row) => (row.status === 'cancelled' || row.status === 'no_show' ? 'appointment-list-released' : undefined)}
      empty={<EmptyState icon="calendar" title="No appointments" description="Nothing is booked on this day yet." level={3} />}
    />
  );
}
