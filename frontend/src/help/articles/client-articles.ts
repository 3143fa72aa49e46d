import type { HelpArticleContent, HelpArticleGroup } from '../help-article';

const appointments: HelpArticleContent = {
  intro: [
    'Appointments is the live calendar of the location chosen in the header. It is where the front desk books, moves, checks in and checks out clients, and where every team member sees their day. Open it with Appointments in the sidebar. Everything on it updates at once when anyone, anywhere, books, moves or cancels: there is no need to reload.',
  ],
  sections: [
    {
      heading: 'Views of the calendar',
      paragraphs: [
        'Day shows one column for each team member who works that day (and for anyone who has an appointment that day). Turn on Rooms and devices to add a column for each room and device of the location, showing when they are in use. Week shows Monday to Sunday, and List shows every appointment of the day in time order, cancelled ones and no-shows included, with a search box.',
        'Use the arrows for the previous or next day or week, Today to come back, or Go to date to jump. The address keeps the date and the view, so a reload or a shared link opens the same page. Click a day’s heading in the week view to open that day.',
        'Hatched grey time is outside someone’s working hours or a break; orange hatching is approved time off. Each appointment is colored like its service and carries its status in words (Booked, Confirmed, Checked in, In service, Completed) with a colored stripe. Grey dashed blocks marked Held are slots an online booker is holding for a few minutes while they finish.',
      ],
    },
    {
      heading: 'Book an appointment',
      steps: [
        'Click a free slot in a team member’s column, or choose New appointment at the top of the page.',
        'Type part of the client’s name, phone number or e-mail address in Client and pick them from the list. For someone new, choose New client, fill in the first name and a phone number or e-mail address, and choose Add client.',
        'Choose the Service and the Staff member, or leave Any available to let the calendar pick the first person who performs the service and is free. Add service books more services one after another; each line shows its length and price (a team member may have their own).',
        'Check the Date and Start time and add Notes if needed.',
        'For a regular client, tick Repeat and choose every how many weeks, ending after a number of appointments or on a date.',
        'Choose Book.',
      ],
      afterSteps: [
        'A room or device the service needs is assigned automatically. The calendar never allows a double booking: if the team member, the room or the device is taken (processing and clean-up time included), the time is outside working hours or in time off, or the location is closed, the booking is refused and the dialog says why, keeping everything you typed. In a series, every date is checked first and nothing is booked if one of them does not fit.',
      ],
    },
    {
      heading: 'Move and change the length',
      paragraphs: [
        'Drag an appointment to another time, day or team member to move it; drag its bottom edge to change when the client leaves. If the new time does not fit, a message says why and the appointment goes back where it was. Booking or moving into the past needs edit_calendar.',
      ],
    },
    {
      heading: 'Details, status and checkout',
      paragraphs: [
        'Click an appointment to open its details: the client’s contact details, each service with its team member, room or device, times and price, the total, the notes and a timeline of everything that happened to it, with who did it and when.',
        'The buttons take it forward: Confirm, Check in, Start service and Complete, in that order (a step may be skipped). No-show appears once the start time has passed. Cancel appointment asks for a reason and warns when it is a late cancellation, less than 24 hours before the start. Checkout opens the point of sale with the appointment.',
      ],
    },
    {
      heading: 'Waitlist',
      paragraphs: [
        'Choose Waitlist to show the clients waiting for an earlier time. Add to waitlist records the client, the service, a staff preference and the days and hours that suit them. When a cancellation, a no-show or a move frees a slot that fits, their entry is marked Slot available, the Waitlist button and the dashboard count it, and Book slot opens a new appointment already filled in.',
      ],
    },
    {
      heading: 'On a phone',
      paragraphs: [
        'Mobile Appointments shows one day as a list of large buttons, for everyone or for one team member chosen under Staff. Tap an appointment for the same details as on the calendar.',
      ],
    },
  ],
  access: {
    summary:
      'Any one of the calendar and appointment permissions opens Appointments and shows the day. Booking needs create_appointments or edit_calendar; moving, resizing and editing notes need edit_appointments or edit_calendar; changing the status needs update_appointments, edit_appointments or edit_calendar; cancelling needs delete_appointments or edit_calendar. Adding a client while booking needs create_clients.',
    permissions: ['view_calendar', 'edit_calendar', 'view_appointments', 'create_appointments', 'edit_appointments', 'update_appointments', 'delete_appointments', 'create_clients'],
  },
  related: ['clients', 'pos', 'staff-schedule', 'rooms', 'devices'],
};

const clients: HelpArticleContent = {
  intro: [
    'Client Profiles, in the Clients group of the sidebar, is the address book of the business: every client with their contact details, visits, spending, notes and consents. A search over tens of thousands of clients answers as you type.',
  ],
  sections: [
    {
      heading: 'Find a client',
      paragraphs: ['Search by first or last name, phone number or e-mail address. Part of a name or the last digits of a phone number are enough.'],
      steps: ['Open Client Profiles.', 'Type in the search field.', 'Choose the client to open their profile.'],
    },
    {
      heading: 'What a profile shows',
      paragraphs: [
        'A profile holds contact details, birthday, tags, marketing consent, upcoming and past visits, lifetime spend, memberships, gift cards, saved cards (only the card brand and last four digits are ever kept), signed forms, documents and notes.',
        'Notes keep every version: when someone edits a note, the earlier text, who wrote it and when stay in the note history. Note templates help you write consistent notes quickly.',
      ],
    },
    {
      heading: 'Duplicates and privacy requests',
      paragraphs: [
        'When the same person has two profiles, merge them: visits, payments and notes move to the profile you keep.',
        'When a client asks to be forgotten, anonymise them. Their personal data is removed from every list and screen and becomes unreadable in the history, while the sales figures remain correct.',
      ],
    },
    {
      heading: 'Import clients from a CSV file',
      paragraphs: ['Moving from another system? Export your clients as a CSV file and import them.'],
      steps: [
        'Open the client import and upload the CSV file.',
        'Match each column to a field, for example "Mobile" to phone.',
        'Run a dry run and read the report of rows with problems.',
        'Choose whether duplicates by e-mail or phone are merged or skipped, then start the import. A progress bar follows it, and the error report can be downloaded.',
      ],
    },
  ],
  access: {
    summary: 'Viewing clients, adding them, editing them, deleting or anonymising them and importing them are separate permissions.',
    permissions: ['view_clients', 'create_clients', 'edit_clients', 'delete_clients', 'import_clients'],
  },
  related: ['appointments', 'note-templates', 'forms', 'memberships', 'marketing'],
};

const forms: HelpArticleContent = {
  intro: [
    'Forms, in the Clients group of the sidebar, replaces paper intake sheets and consent forms. You build a form once; clients fill it in and sign it on their own phone or on a tablet at the desk, and the answers land on their profile.',
  ],
  sections: [
    {
      heading: 'Build a form',
      paragraphs: ['A form is made of fields: short and long text, single or multiple choice, dates, checkboxes and a signature pad.'],
      steps: [
        'Open Forms and create a new form, for example "Color consultation".',
        'Add the fields in the order clients should answer them, and mark the ones that are required.',
        'Add a signature field when the client must sign.',
        'Save. The form gets its own public link, /forms/ followed by its number.',
      ],
    },
    {
      heading: 'Send a form and read the answers',
      paragraphs: [
        'Share the link by e-mail or SMS, or open it on a tablet for the client. No sign-in is needed to fill it in. Each submission is attached to the client with the date and the signature.',
        'A form can be required before a service: for example, a patch-test consent before a first color appointment. The front desk then sees when it is still missing.',
      ],
    },
    {
      heading: 'Changing a form',
      paragraphs: ['Edit a form at any time. Submissions already received keep the questions as they were when the client answered them, so a signed consent never changes afterwards.'],
      tips: ['Keep forms short: clients finish a one-minute form before the appointment, not a ten-minute one.'],
    },
  ],
  access: {
    summary: 'Reading forms and submissions needs view_forms; building and changing forms needs edit_forms. Clients fill forms in through the public link without signing in.',
    permissions: ['view_forms', 'edit_forms'],
  },
  related: ['clients', 'documents', 'appointments'],
};

const documents: HelpArticleContent = {
  intro: [
    'Documents, in the Clients group of the sidebar, is where you keep the papers you share with clients: waivers, price lists, aftercare instructions and policies. Each document has a public link that anyone with the link can open without signing in.',
  ],
  sections: [
    {
      heading: 'Add a document',
      steps: [
        'Open Documents and choose to add one.',
        'Upload a file, or write the document in the editor.',
        'Give it a clear title, for example "Aftercare after lash extensions".',
        'Save. The document gets a public link of the form /documents/ followed by its short name.',
      ],
      afterSteps: ['Short names use letters, digits, hyphens and underscores, so they read well in a text message.'],
    },
    {
      heading: 'Share it with a client',
      paragraphs: [
        'Send the link by e-mail or SMS, attach it to an automation (for example aftercare sent the day after a visit), or show it on a tablet. Opening a document is recorded, so you can see who opened it and when.',
      ],
    },
    {
      heading: 'Keep documents current',
      paragraphs: [
        'Update a document when your prices or policies change. The link stays the same, so links already sent show the new version.',
        'When a document should no longer be seen, for example an old promotion, archive it. Its link then tells the reader that the document is no longer available, and it leaves the list of documents you can share.',
      ],
      tips: ['Put your cancellation policy in a document and link it from confirmation messages.'],
    },
    {
      heading: 'Documents or forms?',
      paragraphs: [
        'Use a document when the client only needs to read something. Use a form when you need answers or a signature back, such as a consent or a medical questionnaire. A form can link to a document, for example a consent form that links to your full aftercare guide.',
      ],
    },
  ],
  access: {
    summary: 'Seeing documents and who opened them needs view_documents; adding and changing them needs edit_documents. Clients open documents through their link without signing in.',
    permissions: ['view_documents', 'edit_documents'],
  },
  related: ['forms', 'clients', 'automations'],
};

const noteTemplates: HelpArticleContent = {
  intro: [
    'Note Templates, in the Clients group of the sidebar, are ready-made layouts for client and appointment notes: a color formula card, a skin consultation, a massage pressure preference. They make notes consistent from one team member to the next and quick to write.',
  ],
  sections: [
    {
      heading: 'Create a template',
      paragraphs: ['Placeholders are filled in when the template is inserted, for example the client name, the date, the services of the appointment and the team member writing the note.'],
      steps: [
        'Open Note Templates and create a new template.',
        'Give it a name the team will recognise, such as "Color formula".',
        'Write the text with headings and blanks to fill in, and add placeholders where you want them.',
        'Save.',
      ],
    },
    {
      heading: 'Use a template in a note',
      steps: [
        'Open the client profile or the appointment and start a note.',
        'Choose Insert template and pick the template.',
        'Fill in the blanks and save the note.',
      ],
      afterSteps: ['The template is copied into the note. Changing the template later never changes notes already written.'],
    },
    {
      heading: 'Note history',
      paragraphs: ['Every edit of a note keeps the previous version, who changed it and when. Open the note history on a note to read earlier versions; nothing is lost when a note is corrected.'],
      tips: ['Keep one template per kind of note rather than one per team member, so anyone can read anyone else\'s notes.'],
    },
    {
      heading: 'Good templates',
      paragraphs: [
        'A good template asks for the facts the next team member will need: products and amounts used, processing times, how the client reacted, and what to do next time. Avoid free-form essays; short labelled lines are faster to write at the chair and faster to read at the next visit.',
        'Do not put card numbers or passwords in notes. Notes are part of the client record and are shown to everyone who can view clients.',
      ],
    },
  ],
  access: {
    summary: 'Using templates needs view_note_templates; creating and changing them needs edit_note_templates. Writing the notes themselves is part of editing clients.',
    permissions: ['view_note_templates', 'edit_note_templates', 'edit_clients'],
  },
  related: ['clients', 'appointments', 'forms'],
};

const memberships: HelpArticleContent = {
  intro: [
    'Memberships, in the Clients group of the sidebar, lets you sell recurring plans: a monthly blowout club, a facial every four weeks, a package of ten massages. Members pay automatically and get included services, credits or discounts.',
  ],
  sections: [
    {
      heading: 'Create a plan',
      steps: [
        'Open Memberships and create a plan.',
        'Set the price and how often it is billed, for example monthly.',
        'Add what it includes: services, a number of credits per period, and member discounts on other services and products.',
        'Save. The plan can now be sold at the desk and at checkout.',
      ],
      paragraphs: ['Changing a plan affects new subscriptions; existing members keep the terms they signed up for until you move them.'],
    },
    {
      heading: 'Subscribe a client',
      paragraphs: ['Subscribing uses the membership subscription dialog. It needs a saved card on the client, because renewals are charged to it.'],
      steps: ['Open the client or the plan and choose Subscribe.', 'Pick the plan and the start date.', 'Choose or save the card to charge.', 'Confirm. The first payment is taken and the membership starts.'],
    },
    {
      heading: 'Renewals, credits and changes',
      paragraphs: [
        'Renewals are charged automatically. When a payment fails it is retried, and the client can be sent a message to update their card. Credits are used when the client books or checks out, and their balance shows on the profile.',
        'A membership can be paused (for a holiday, for example), resumed or cancelled at any time from the client profile.',
      ],
    },
  ],
  access: {
    summary: 'Seeing memberships needs view_memberships; creating plans, subscribing, pausing and cancelling needs edit_memberships. Taking the first payment also needs create_payments.',
    permissions: ['view_memberships', 'edit_memberships', 'create_payments'],
  },
  related: ['clients', 'pos', 'automations', 'reports'],
};

export const clientArticles = {
  appointments,
  clients,
  forms,
  documents,
  'note-templates': noteTemplates,
  memberships,
} satisfies HelpArticleGroup;
