import { sql, type RawBuilder } from 'kysely';

// One line per event that touched an appointment; summaries are written when the event is folded, so they
// read as things were then. Its log position names the line (bigint columns come back as strings).
export interface AppointmentTimelineTable {
  appointment_id: string;
  commit_position: string;
  prepare_position: string;
  type: string;
  summary: string;
  at: Date;
  user_id: string | null;
}

// One index, which is also the key: the drawer reads an appointment's lines in log order, and an event
// folded again finds its line there (an event's position is unique in the log).
export function createAppointmentTimelineTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'appointment_timeline')} (
      appointment_id text not null,
      commit_position bigint not null,
      prepare_position bigint not null,
      type text not null,
      summary text not null,
      at timestamptz not null,
      user_id text,
      primary key (appointment_id, commit_position, prepare_position)
    )`;
}
