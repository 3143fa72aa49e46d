import type { HelpArticleContent, HelpArticleGroup } from '../help-article';

const staff: HelpArticleContent = {
  intro: [
    'Staff, in the Staff group of the sidebar, lists everyone who works at the location chosen in the header: their photo or initials, title, e-mail, phone, locations and whether they are active. A profile decides where a person works, which services they perform, how they are paid and how they sign in.',
  ],
  sections: [
    {
      heading: 'Find someone',
      paragraphs: [
        'Type in the search box to narrow the list; it matches names, titles, e-mail addresses, phone numbers, usernames and locations, in any order. Click a column heading to sort by it, and click again to reverse.',
        'Deactivated team members are hidden. Turn on Show inactive to see them too. The list follows changes made by anyone else at once, without reloading the page.',
      ],
    },
    {
      heading: 'Add a team member',
      steps: [
        'Choose Add staff.',
        'Enter their first and last name and e-mail address. A title, a mobile number with its country code, a short bio, a calendar color and a photo are optional. Upload a photo (it is made small in the browser) or paste a link to one.',
        'Choose a username and a first password of at least 8 characters. This creates their own sign-in account; they can change the password in Settings.',
        'Administrators can also tick permission groups, for example Front Desk for a receptionist.',
        'Tick the locations they work at.',
        'Enter their pay: an hourly rate in dollars, a commission percentage on services and one on products. Leave a box empty when it does not apply.',
        'Choose Add staff.',
      ],
      afterSteps: [
        'A problem is shown next to its field and nothing is saved until it is fixed. When the server refuses, for example because someone else already has that username, the reason appears at the bottom of the form.',
        'Each person has their own sign-in. Never share one account at the front desk: the history records who did what, and that only helps when everyone signs in as themselves.',
      ],
    },
    {
      heading: 'Services and prices per person',
      paragraphs: [
        'Open the actions menu (the three dots next to a name) and choose Services performed. Tick the services the person performs. A senior stylist can have their own price or duration for a service, for example a longer cut at a higher price; leave both empty to use the service’s own.',
      ],
    },
    {
      heading: 'Change a profile',
      paragraphs: [
        'Choose Edit profile in the actions menu to change the name, contact details, photo, color, locations or pay. Pay is only shown to people who set it (edit_staff) or pay it (view_payroll).',
        'The permission groups of an existing team member are changed by an administrator on the Permissions screen.',
      ],
    },
    {
      heading: 'When someone leaves',
      paragraphs: [
        'Choose Deactivate in the actions menu. The confirmation explains what happens: they can no longer sign in and are no longer offered for booking, while their history stays. Reactivate them at any time; they sign in again with the same username and password. Nobody can deactivate their own account.',
      ],
      tips: ['Working hours are set on the person’s schedule, not on the profile: choose Schedule in the actions menu.'],
    },
  ],
  access: {
    summary:
      'Seeing the team needs view_staff (or edit_staff); adding, editing and deactivating team members needs edit_staff. The services a person performs can be set with edit_staff or edit_services. Only administrators give permission groups.',
    permissions: ['view_staff', 'edit_staff', 'edit_services', 'view_payroll'],
  },
  related: ['staff-schedule', 'schedule', 'time-clock', 'payroll', 'permissions'],
};

const schedule: HelpArticleContent = {
  intro: [
    'Schedule, in the Staff group of the sidebar, shows the team’s week at the location chosen in the header: who works which days, from when to when, and who is away. Managers use it to spot gaps; team members use it to check their own shifts.',
  ],
  sections: [
    {
      heading: 'Read the week grid',
      paragraphs: [
        'Each row is a team member who works at the location and each column a day, Monday first. A cell shows the hours worked that day with breaks and approved time off taken out, for example 9:00 AM–12:30 PM and 1:00 PM–5:00 PM around a lunch break. Off means the person does not work at this location that day.',
        'Labels in a cell point out what is unusual: Time off, Time off requested (still waiting for a manager), Changed hours or Day off (changed) for a single date that differs from the regular week, and At Uptown when the person works at another location that day. Today’s column is highlighted.',
      ],
    },
    {
      heading: 'Move between weeks',
      paragraphs: [
        'Use the arrows to go to the previous or next week and This week to come back. The week is part of the page address, so a link to it opens the same week. Choose another location in the header to see its team.',
        'The grid follows changes made by anyone else at once, without reloading.',
      ],
    },
    {
      heading: 'Change someone’s hours',
      paragraphs: ['Changes are made on the person’s own schedule, so the regular week, single-date changes and time off stay in one place.'],
      steps: [
        'Click the team member’s name or any cell in their row.',
        'Their staff schedule opens.',
        'Choose Add schedule or Edit schedule for the regular week, Change one date for a single date, or Add time off.',
        'Save. The grid shows the change straight away.',
      ],
    },
    {
      heading: 'Your own week',
      paragraphs: [
        'Team members who may only see their own schedule see just their own row. Choosing a day opens their schedule, where they can request time off.',
      ],
      tips: ['Enter holidays as early as you know them, so the week shows who is away.'],
    },
  ],
  access: {
    summary: 'view_schedules (or edit_schedules) shows everyone at the location; view_own_schedule shows only your own row. Changing hours, single dates and time off needs edit_schedules.',
    permissions: ['view_schedules', 'view_own_schedule', 'edit_schedules'],
  },
  related: ['staff-schedule', 'staff', 'time-clock', 'appointments'],
};

const staffSchedule: HelpArticleContent = {
  intro: [
    'Staff Schedules lists everyone at the location chosen in the header with their regular week in a few words, for example Tue–Sat 9:00 AM–5:00 PM, and any time off they have asked for. Open a person to see their schedule: their weekly hours at each location, single-date changes and time off. It also opens from the Schedule grid and from the Staff list.',
  ],
  sections: [
    {
      heading: 'Set the regular week',
      steps: [
        'Open the person’s schedule and choose Add schedule, or Edit schedule on an existing one.',
        'Choose the location (one they work at) and the date it starts. Leave Effective until empty to keep it going, or enter the last day.',
        'Tick Works on for each working day and enter the start and end time, for example 9:00 AM to 5:30 PM. Add hours gives a split shift.',
        'Add breaks inside the day, such as lunch from 1:00 PM to 1:30 PM.',
        'Choose Save schedule.',
      ],
      afterSteps: [
        'Someone who works at two locations has a schedule at each, and they can never overlap: a person cannot be in two places at once. An overlapping schedule is refused with the day and times it clashes with. Remove schedule takes a schedule away after asking.',
      ],
    },
    {
      heading: 'Change one date',
      paragraphs: [
        'Choose Change one date to give a single date other hours, for example a late opening before a holiday, or to make it a day off. Pick the date and location, enter the hours or tick Day off on this date, and add a note if it helps. The regular week is untouched and applies again the next day. Clear removes the change.',
      ],
    },
    {
      heading: 'Time off',
      paragraphs: [
        'Choose Add time off to enter holidays, training or sick days. Keep Whole days ticked and pick the first and last day off, or untick it to give a start and end time for part of a day. Choose a reason and add a note if you like. Time off entered by a manager is approved at once; time off that overlaps other time off of the same person is refused.',
        'Team members choose Request time off on their own schedule. The request shows as Requested until a manager approves or declines it, and the person can cancel it until then. Approved time off can only be cancelled by a manager.',
      ],
      tips: ['For a new team member, set their schedule before the first day they work, so the team week shows them.'],
    },
  ],
  access: {
    summary:
      'Team members with view_own_schedule see their own schedule and request time off for themselves; view_schedules shows everyone’s. Adding and editing schedules and single dates, entering time off and approving requests needs edit_schedules.',
    permissions: ['view_own_schedule', 'view_schedules', 'edit_schedules'],
  },
  related: ['schedule', 'staff', 'time-clock', 'locations'],
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
