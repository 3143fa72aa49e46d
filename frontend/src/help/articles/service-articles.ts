import type { HelpArticleContent, HelpArticleGroup } from '../help-article';

const classes: HelpArticleContent = {
  intro: [
    'Classes, in the Services group of the sidebar, are sessions that several clients attend together: a yoga class, a brow-shaping workshop, a barre class. A class has an instructor, a capacity, a length, a price, an optional room and a weekly timetable. The screen shows the classes of the location chosen in the header.',
  ],
  sections: [
    {
      heading: 'The classes list',
      paragraphs: [
        'Each row shows the class with its color, the instructor, the room, the number of places, the length of a session, the price, the timetable (for example "Mon 6:00 PM, Wed 6:00 PM") and the dates it runs. Search by class, instructor or room, and sort by any column with a sort button in its header.',
        'Archived classes are hidden; switch on Show archived to see them. The list updates by itself: when someone at another desk adds or changes a class, you see it without reloading the page.',
      ],
    },
    {
      heading: 'Add a class',
      steps: [
        'Choose the location in the header, open Classes and choose Add class.',
        'Give it a class name and, if you like, a short description.',
        'Choose the instructor from the people who work at this location, and a room if the class needs one.',
        'Set the capacity (places per session), the duration in minutes (steps of 5), the price per place in dollars and a color.',
        'Under Timetable, choose Add session time for every weekly session and pick its weekday and start time. Remove a line with the cross beside it.',
        'Set Starts on, and Ends on if the course finishes on a known date; leave Ends on empty to run until further notice.',
        'Choose Add class. Fields that need attention are marked with the reason beside them, and nothing is saved until they are right.',
      ],
      afterSteps: ['To change a class later, choose Edit on its row; the same dialog opens with its details.'],
    },
    {
      heading: 'Upcoming sessions',
      paragraphs: [
        'Below the list, Upcoming sessions shows every session of the next 14 days at this location, worked out from the timetables: the date, the start and end time, the class, the room, the instructor and the number of places. Times are Chicago time, and a 6:00 PM class stays at 6:00 PM when the clocks change.',
        'Archived classes and dates outside Starts on and Ends on give no sessions.',
      ],
    },
    {
      heading: 'Room and instructor clashes',
      paragraphs: [
        'Two classes cannot use the same room at the same time, and an instructor cannot teach two classes at once. When a new or changed class would overlap another active class on the same weekday while both run, it is not saved and the dialog shows the reason, naming the other class, the weekday and the time. Change the time, the room or the instructor, or archive the other class first.',
      ],
      tips: ['The room must be at the same location as the class; the Room list only offers rooms of the location in the header.'],
    },
    {
      heading: 'Archive and restore',
      paragraphs: [
        'Archive a class you no longer run: it leaves the list and its sessions stop, but nothing is deleted. Switch on Show archived and choose Restore to bring it back. If the server refuses a change, for example because another class has taken the room or instructor meanwhile, the reason is shown at the top of the page.',
      ],
    },
  ],
  access: {
    summary:
      'Seeing classes and their upcoming sessions needs view_services or edit_services. Adding, changing, archiving and restoring classes needs edit_services: without it the buttons are not shown, and the server refuses these changes. Instructor names come from the staff list.',
    permissions: ['view_services', 'edit_services'],
  },
  related: ['rooms', 'staff', 'locations', 'appointments'],
};

const rooms: HelpArticleContent = {
  intro: [
    'Rooms, in the Services group of the sidebar, are the places where services happen: treatment rooms, a couples suite, pedicure chairs, a class studio. Each room belongs to one location, and the screen shows the rooms of the location chosen in the header.',
  ],
  sections: [
    {
      heading: 'The rooms list',
      paragraphs: [
        'Each row shows the room, its capacity and the services it serves. Search by room or service name and sort by any column with a sort button in its header. Archived rooms are hidden; switch on Show archived to see them.',
        'The list updates by itself: a room added or changed at another desk appears without reloading the page.',
      ],
    },
    {
      heading: 'Add a room',
      steps: [
        'Choose the location in the header, open Rooms and choose Add room.',
        'Give it the room name the team uses, for example "Treatment Room 2". Names are unique at a location; upper and lower case count as the same.',
        'Set its capacity: how many appointments it holds at once, 1 for a single treatment room, 2 for a couples suite.',
        'Under Services it serves, tick every service that can take place in it. The services are grouped by category.',
        'Choose Add room. If a field needs attention, the reason is shown beside it and nothing is saved.',
      ],
      afterSteps: ['To change the name, capacity or services later, choose Edit on the room\'s row.'],
    },
    {
      heading: 'Rooms, services and classes',
      paragraphs: [
        'On the Services screen, a service whose Also needs is set to "A room that offers it" needs one of the rooms that serve it. The rooms you tick here are the ones that count for that service.',
        'A class can use a room of its location. Two classes in the same room at the same time are refused, with a message that names the other class.',
      ],
      tips: ['Only link a room to the services that really need it. If any chair will do, leave the service needing only the staff member.'],
    },
    {
      heading: 'Archive and restore',
      paragraphs: [
        'Archive a room that is no longer in use. It leaves the list and can no longer be chosen for a class, but nothing is deleted. Switch on Show archived and choose Restore to bring it back.',
      ],
    },
  ],
  access: {
    summary: 'Seeing rooms needs view_services or edit_services; adding, changing, archiving and restoring rooms needs edit_services. Without it the buttons are not shown, and the server refuses these changes.',
    permissions: ['view_services', 'edit_services'],
  },
  related: ['devices', 'classes', 'locations'],
};

const devices: HelpArticleContent = {
  intro: [
    'Devices, in the Services group of the sidebar, are the pieces of equipment a service cannot happen without: a laser, a microdermabrasion machine, a hydrafacial unit, a tanning booth. Each device belongs to one location, and the screen shows the devices of the location chosen in the header.',
  ],
  sections: [
    {
      heading: 'The devices list',
      paragraphs: [
        'Each row shows the device, its quantity and the services it serves. Search by device or service name and sort by any column with a sort button in its header. Archived devices are hidden; switch on Show archived to see them.',
        'The list updates by itself: a device added or changed at another desk appears without reloading the page.',
      ],
    },
    {
      heading: 'Add a device',
      steps: [
        'Choose the location in the header, open Devices and choose Add device.',
        'Name it the way the team does, for example "Hydrafacial Unit". Names are unique at a location; upper and lower case count as the same.',
        'Set the quantity: how many identical units the location has. Two identical lasers are one device with quantity 2, so two such appointments can run at once.',
        'Under Services it serves, tick every service that uses it.',
        'Choose Add device. If a field needs attention, the reason is shown beside it and nothing is saved.',
      ],
      afterSteps: ['To change the name, quantity or services later, choose Edit on the device\'s row.'],
    },
    {
      heading: 'Devices and services',
      paragraphs: [
        'On the Services screen, a service whose Also needs is set to "A device that offers it" needs one of the devices that serve it, and the devices you tick here are the ones that count for that service. The quantity says how many appointments needing the device the location can run at the same time.',
      ],
      tips: ['Moving a machine to another location? Archive it here and add it at the new location.'],
    },
    {
      heading: 'Archive and restore',
      paragraphs: [
        'Archive a device that is sold, broken for good or away for a long repair. It leaves the list, but nothing is deleted. Switch on Show archived and choose Restore when it is back.',
      ],
    },
  ],
  access: {
    summary: 'Seeing devices needs view_services or edit_services; adding, changing, archiving and restoring devices needs edit_services. Without it the buttons are not shown, and the server refuses these changes.',
    permissions: ['view_services', 'edit_services'],
  },
  related: ['rooms', 'classes', 'locations'],
};

export const serviceArticles = { classes, rooms, devices } satisfies HelpArticleGroup;
