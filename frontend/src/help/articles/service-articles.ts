import type { HelpArticleContent, HelpArticleGroup } from '../help-article';

const classes: HelpArticleContent = {
  intro: [
    'Classes, in the Services group of the sidebar, are sessions that several clients attend together: a yoga class, a brow-shaping workshop, a bridal party makeup lesson. A class has a date and time, a capacity, an instructor and a room.',
  ],
  sections: [
    {
      heading: 'Schedule a class',
      steps: [
        'Open Classes and create a class.',
        'Give it a name, a description for clients and a price.',
        'Choose the instructor and the room, and set the capacity, for example 8 places.',
        'Set the date and time, and make it repeat weekly if it is a regular class.',
        'Save. If it is bookable online, clients can book it straight away.',
      ],
      paragraphs: ['The instructor and the room are booked for the class like any appointment, so nobody can book them for something else at the same time.'],
    },
    {
      heading: 'Enrolment and waitlist',
      paragraphs: [
        'Each client who books takes a place. When the class is full, further clients join the waitlist. If someone cancels, the first person on the waitlist is offered the place.',
        'The class shows who is enrolled, who is waiting and who has paid. On the day, check clients in as they arrive and mark the ones who did not come as no-shows.',
      ],
    },
    {
      heading: 'Change or cancel a class',
      paragraphs: [
        'Moving a class moves every enrolment with it, and the enrolled clients can be messaged about the change. Cancelling a class cancels every enrolment; payments already taken can then be refunded from the point of sale.',
      ],
      tips: ['Set the capacity to what the room really holds; the room\'s own capacity is the upper limit.'],
    },
  ],
  access: {
    summary: 'Seeing classes needs view_services; creating, changing and cancelling classes needs edit_services. Booking clients into a class uses the appointment permissions.',
    permissions: ['view_services', 'edit_services', 'create_appointments'],
  },
  related: ['rooms', 'appointments', 'staff', 'pos'],
};

const rooms: HelpArticleContent = {
  intro: [
    'Rooms, in the Services group of the sidebar, are the places where services happen: treatment rooms, a couples suite, pedicure chairs, a class studio. When a service needs a room, booking finds a free one and keeps it for the appointment.',
  ],
  sections: [
    {
      heading: 'Add a room',
      steps: [
        'Open Rooms and add a room.',
        'Give it a name the team uses, for example "Treatment Room 2".',
        'Choose its location and its type, such as treatment room or studio.',
        'Set its capacity: 1 for a single treatment room, 2 for a couples suite, 12 for a studio.',
        'Save.',
      ],
    },
    {
      heading: 'Link services to rooms',
      paragraphs: [
        'On a service, choose the room type it needs. A facial might need a treatment room; a couples massage needs a couples suite. When the appointment is booked, a free room of that type is assigned automatically, and booking refuses the time if none is free.',
        'In the calendar you can show a column per room to see at a glance which rooms are busy, and move an appointment to another room by dragging it.',
      ],
    },
    {
      heading: 'Closing a room',
      paragraphs: [
        'When a room is out of use for painting or repairs, block it for those dates. Booking then stops using it, and appointments already in it are listed so they can be moved to another room.',
      ],
      tips: ['Only create room types you really book by. If any chair will do, leave the service without a room type.'],
    },
  ],
  access: {
    summary: 'Seeing rooms needs view_services; adding, changing and blocking rooms needs edit_services.',
    permissions: ['view_services', 'edit_services'],
  },
  related: ['devices', 'classes', 'appointments', 'locations'],
};

const devices: HelpArticleContent = {
  intro: [
    'Devices, in the Services group of the sidebar, are the pieces of equipment a service cannot happen without: a laser, a microdermabrasion machine, a hydrafacial unit, a tanning booth. Booking makes sure two appointments never need the same device at the same time.',
  ],
  sections: [
    {
      heading: 'Add a device',
      steps: [
        'Open Devices and add a device.',
        'Name it the way the team does, for example "Laser 1".',
        'Choose the location it is kept at.',
        'Save.',
      ],
      paragraphs: ['If you have two identical machines, add both. Booking can then run two such appointments at once, and refuses a third.'],
    },
    {
      heading: 'Link services to devices',
      paragraphs: [
        'On a service, choose the device it needs. When someone books that service, a free device is assigned for the length of the appointment, including processing and buffer time, so the machine can be cleaned between clients.',
        'If no device is free, the time is not offered online and the calendar refuses it with a message that names the device.',
      ],
    },
    {
      heading: 'Maintenance and repairs',
      paragraphs: [
        'Block a device for the days it is away for service. Appointments that need it during that time are listed for the front desk to move. Show device columns in the calendar to see its bookings for the day.',
      ],
      tips: ['Moving a device to another location? Change its location; future bookings at the old location are listed for you first.'],
    },
    {
      heading: 'Devices and rooms together',
      paragraphs: [
        'A service can need both a room and a device, for example a laser treatment that needs a treatment room and the laser. Booking then finds a time when a suitable room and a free device are available together, and keeps both for the whole appointment.',
      ],
    },
  ],
  access: {
    summary: 'Seeing devices needs view_services; adding, changing and blocking devices needs edit_services.',
    permissions: ['view_services', 'edit_services'],
  },
  related: ['rooms', 'appointments', 'classes'],
};

export const serviceArticles = { classes, rooms, devices } satisfies HelpArticleGroup;
