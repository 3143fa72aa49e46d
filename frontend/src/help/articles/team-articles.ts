import type { HelpArticleContent, HelpArticleGroup } from '../help-article';

const staff: HelpArticleContent = {
  intro: [
    'Staff, in the Staff group of the sidebar, is the list of everyone on your team. A team member\'s profile decides where they work, which services clients can book with them, how they are paid and what they can do in the app.',
  ],
  sections: [
    {
      heading: 'Add a team member',
      steps: [
        'Open Staff and choose to add a team member.',
        'Enter their name, e-mail address and mobile number. They use the e-mail or a username to sign in.',
        'Choose the locations they work at.',
        'Choose their permission groups, for example Front Desk for a receptionist.',
        'Save. They receive an e-mail to set their password.',
      ],
      afterSteps: ['Each person has their own sign-in. Never share one account at the front desk: the history records who did what, and that only helps when everyone signs in as themselves.'],
    },
    {
      heading: 'Services and prices per person',
      paragraphs: [
        'Pick the services each person performs. Only those services can be booked with them, online or at the desk. A senior stylist can have their own price or duration for a service, for example a longer cut at a higher price.',
      ],
    },
    {
      heading: 'Pay',
      paragraphs: ['Set an hourly rate, commission rates on services and products, or both. Payroll uses the rates in force on the day of each sale, so changing a rate never rewrites past pay.'],
    },
    {
      heading: 'When someone leaves',
      paragraphs: [
        'Deactivate the team member instead of deleting them. They can no longer sign in, they disappear from booking, and their past appointments, sales and pay stay in reports.',
      ],
      tips: ['Working hours are set on the person\'s schedule, not on the profile; see Staff Schedules.'],
    },
  ],
  access: {
    summary: 'Seeing the team needs view_staff; adding, changing and deactivating team members needs edit_staff. Only administrators change permission groups, on the Permissions screen.',
    permissions: ['view_staff', 'edit_staff'],
  },
  related: ['staff-schedule', 'schedule', 'time-clock', 'payroll', 'permissions'],
};

const schedule: HelpArticleContent = {
  intro: [
    'Schedule, in the Staff group of the sidebar, shows the team\'s week at the location chosen in the header: who works which days, from when to when, with breaks and time off. Managers use it to spot gaps and overlaps; team members use it to check their own shifts.',
  ],
  sections: [
    {
      heading: 'Read the week grid',
      paragraphs: [
        'Each row is a team member and each column a day. A cell shows the working hours of that day, breaks inside them, and time off or a changed day marked clearly. Empty cells are days off.',
        'Use the arrows to move to the previous or next week, and the location selector in the header to see another location.',
      ],
    },
    {
      heading: 'Change someone\'s hours',
      paragraphs: ['Changes are made on the person\'s own schedule, so that the regular week and the exceptions stay in one place.'],
      steps: [
        'Click the team member\'s name or a cell in their row.',
        'Their staff schedule opens, with the add or edit schedule dialog.',
        'Change the regular hours, or add an exception or time off for a date.',
        'Save. The grid and online booking follow at once.',
      ],
    },
    {
      heading: 'How the schedule is used',
      paragraphs: [
        'Working hours decide when a person can be booked. The calendar refuses an appointment outside them, and online booking only offers times inside them. Time off blocks booking completely for those days.',
        'If someone is already booked on a day that you then mark as time off, the appointments are listed so the front desk can move them.',
      ],
      tips: ['Enter holidays as early as you know them, so online booking stops offering those days.'],
    },
  ],
  access: {
    summary: 'view_schedules shows everyone\'s schedule; view_own_schedule shows only your own. Changing hours, exceptions and time off needs edit_schedules.',
    permissions: ['view_schedules', 'view_own_schedule', 'edit_schedules'],
  },
  related: ['staff-schedule', 'staff', 'time-clock', 'appointments'],
};

const staffSchedule: HelpArticleContent = {
  intro: [
    'A staff schedule is one team member\'s working pattern: their regular week at each location, their breaks, one-off changes and their time off. Open it from the Schedule grid by choosing a person, or from their staff profile.',
  ],
  sections: [
    {
      heading: 'Set the regular week',
      steps: [
        'Open the person\'s schedule and choose Add schedule (or Edit schedule when one exists).',
        'Choose the location.',
        'For each working day, enter the start and end time, for example 9:00 AM to 5:30 PM.',
        'Add breaks inside the day, such as lunch from 1:00 PM to 1:30 PM.',
        'Save.',
      ],
      paragraphs: ['Someone who works at two locations has hours at each, and they can never overlap: a person cannot be in two places at once.'],
    },
    {
      heading: 'Exceptions and time off',
      paragraphs: [
        'An exception changes one date only, for example a late opening on a Thursday before a holiday. Time off blocks whole days or part of a day, for holidays, training or sickness.',
        'Both are added in the same dialog by picking the date instead of a weekday. The regular week is untouched and applies again afterwards.',
      ],
    },
    {
      heading: 'What happens to booked appointments',
      paragraphs: [
        'Shortening hours or adding time off never silently deletes appointments. Appointments that now fall outside the person\'s hours are listed so the front desk can move them or give them to someone else.',
        'Online booking and the calendar read the schedule live, so a change is respected from the moment it is saved.',
      ],
      tips: ['For a new team member, set their schedule before you add their services, so they appear in online booking with the right times.'],
    },
  ],
  access: {
    summary: 'Team members with view_own_schedule see their own schedule; view_schedules shows everyone\'s. Adding and editing schedules, exceptions and time off needs edit_schedules.',
    permissions: ['view_own_schedule', 'view_schedules', 'edit_schedules'],
  },
  related: ['schedule', 'staff', 'appointments', 'locations'],
};

const timeClock: HelpArticleContent = {
  intro: [
    'Time Clock, in the Staff group of the sidebar, records when team members start and finish work and take breaks. Its entries feed payroll for anyone paid by the hour.',
  ],
  sections: [
    {
      heading: 'Clock in and out',
      steps: [
        'Open Time Clock at the start of your shift and choose Clock in.',
        'Choose Start break when you go on a break and End break when you are back.',
        'Choose Clock out at the end of the shift.',
      ],
      afterSteps: ['Each entry records the time and the location chosen in the header. You see your own entries for the current pay period straight away.'],
    },
    {
      heading: 'On the clock now',
      paragraphs: [
        'Managers see a live board of who is clocked in, on a break or clocked out at the location. It changes the moment someone clocks in or out at any device.',
        'When someone forgets to clock out, an alert shows on the board so the entry can be corrected before payroll.',
      ],
    },
    {
      heading: 'Correct an entry',
      paragraphs: ['Mistakes happen. A manager can change a time or add a missing entry, and must give a reason. The original time, the new time, the reason and who changed it stay in the history.'],
      steps: ['Open the person\'s timesheet.', 'Choose the entry and edit the time.', 'Enter the reason, for example "Forgot to clock out, left at 6 PM".', 'Save.'],
    },
    {
      heading: 'Timesheets and overtime',
      paragraphs: ['Timesheets add up hours per pay period. Hours over 40 in a week are counted as overtime, as US rules require, and payroll pays them at the overtime rate.'],
      tips: ['Check the missed clock-out alerts before you finalise payroll; a finalised payroll run does not change afterwards.'],
    },
  ],
  access: {
    summary: 'Clocking in and out and seeing your own entries needs view_time_clock. Correcting entries and seeing everyone\'s timesheets needs edit_time_clock.',
    permissions: ['view_time_clock', 'edit_time_clock'],
  },
  related: ['payroll', 'staff', 'schedule'],
};

export const teamArticles = {
  staff,
  schedule,
  'staff-schedule': staffSchedule,
  'time-clock': timeClock,
} satisfies HelpArticleGroup;
