import type { HelpArticleContent, HelpArticleGroup } from '../help-article';

const automations: HelpArticleContent = {
  intro: [
    'Automations, in the SMS & Email group of the sidebar, send messages for you at the right moment: a confirmation when someone books, a reminder before the visit, a thank-you afterwards, a birthday greeting. Set them up once and they run by themselves.',
  ],
  sections: [
    {
      heading: 'Triggers',
      paragraphs: [
        'An automation starts from a trigger: an appointment is booked; a reminder a number of hours before the appointment; a follow-up after a visit; a no-show; a birthday; a client who has not visited for a number of days; a failed membership payment.',
      ],
    },
    {
      heading: 'Create an automation',
      steps: [
        'Open Automations and create a new one.',
        'Choose the trigger, for example "Reminder 24 hours before".',
        'Choose SMS or e-mail.',
        'Write the message or pick a template. Placeholders such as the client\'s first name, the date, the time and the location are filled in for each client.',
        'Switch it on.',
      ],
    },
    {
      heading: 'Consent, opt-out and quiet hours',
      paragraphs: [
        'Messages only go to clients who have agreed to receive them, and every marketing message includes a way to opt out. Quiet hours stop SMS from being sent at night; a message due then waits until the morning.',
      ],
    },
    {
      heading: 'The send log',
      paragraphs: [
        'Every message is logged as queued, sent or failed, and failed ones are retried. A message is never sent twice, even if something restarts in the middle of sending. Open the log to answer "did my client get the reminder?" at once.',
      ],
      tips: ['Keep reminders short and include how to reschedule; it cuts no-shows more than any other message.'],
    },
  ],
  access: {
    summary: 'Seeing automations and their send log needs view_automations; creating, changing and switching them on or off needs edit_automations.',
    permissions: ['view_automations', 'edit_automations'],
  },
  related: ['marketing', 'ai-messaging', 'appointments', 'documents'],
};

const marketing: HelpArticleContent = {
  intro: [
    'Marketing, in the SMS & Email group of the sidebar, sends campaigns to groups of clients: a new service launch, a quiet-week offer, a holiday gift card promotion. It includes an e-mail template editor with a live preview.',
  ],
  sections: [
    {
      heading: 'Choose who receives it',
      paragraphs: [
        'A segment is a group of clients picked by filters, such as clients who visited in the last 90 days, clients of one location, clients who bought a product, or clients with a birthday this month. The segment shows how many clients match before you send anything. Only clients who agreed to marketing are included.',
      ],
    },
    {
      heading: 'Create a campaign',
      steps: [
        'Open Marketing and create a campaign.',
        'Choose e-mail or SMS and the segment.',
        'Write the message. For e-mail, use the template editor: pick a layout, add your text, images and a button, and watch the live preview.',
        'Send yourself a test to check how it looks.',
        'Send now or schedule it for a date and time.',
      ],
    },
    {
      heading: 'Results',
      paragraphs: [
        'After sending, the campaign shows delivery figures: how many were sent, delivered and failed, and how many clients opted out. Every send is logged per client.',
        'The E-mail test page lets you send any template to an address and see whether it was delivered, which helps when a client says they never receive your e-mails.',
      ],
      tips: ['Send fewer, better campaigns. Clients who opt out can no longer receive any marketing from you.'],
    },
  ],
  access: {
    summary: 'Seeing campaigns and their results needs view_marketing; creating, scheduling and sending campaigns needs edit_marketing.',
    permissions: ['view_marketing', 'edit_marketing'],
  },
  related: ['automations', 'clients', 'ai-messaging'],
};

const aiMessaging: HelpArticleContent = {
  intro: [
    'AI Messaging, in the SMS & Email group of the sidebar, is a shared inbox for two-way text conversations with clients. For each incoming message it drafts a suggested reply using the client\'s history and the real free times in the calendar. A person always approves a reply before it is sent.',
  ],
  sections: [
    {
      heading: 'Answer a message',
      steps: [
        'Open AI Messaging. Conversations with new messages are at the top.',
        'Open a conversation. The client\'s profile and upcoming appointments are shown beside it.',
        'Read the suggested reply. It may offer times, for example "We have 2:30 PM or 4:00 PM with Maria on Friday."',
        'Edit the text if needed, then choose Send. Or write your own reply.',
      ],
    },
    {
      heading: 'What the suggestions know',
      paragraphs: [
        'Suggestions use the client\'s past and upcoming visits, their usual team member and services, and live availability, so offered times really are free at the moment of writing. They never book anything by themselves: booking still happens in the calendar or through the link you send.',
        'Suggestions do not see payment card details, and anonymised clients\' messages are removed.',
      ],
    },
    {
      heading: 'Good practice',
      paragraphs: ['Read every suggestion before sending; you are answering in the business\'s name. Keep replies short and friendly, and move sensitive topics such as complaints or medical questions to a phone call.'],
      tips: ['Messages sent outside opening hours wait in the inbox; clients can still book online in the meantime.'],
    },
  ],
  access: {
    summary: 'Reading conversations and sending replies needs view_ai_messaging. Opening the client\'s profile from a conversation also needs view_clients.',
    permissions: ['view_ai_messaging', 'view_clients'],
  },
  related: ['automations', 'marketing', 'clients', 'phone'],
};

const phone: HelpArticleContent = {
  intro: [
    'Phone, at the bottom of the sidebar, brings the business phone line into the back office: a log of every call, a pop-up that tells the front desk who is calling before they answer, and click to call from a client profile.',
  ],
  sections: [
    {
      heading: 'Incoming calls',
      paragraphs: [
        'When a call comes in, a pop-up appears at once on the front desk screens of that location. If the number belongs to a client, it shows their name, their next appointment and quick actions: book an appointment or open their profile. Unknown numbers show the number and an action to create a new client.',
      ],
      steps: ['Answer the phone as usual.', 'Glance at the pop-up to greet the client by name.', 'Choose Book to open the calendar for this client, or Open profile.'],
    },
    {
      heading: 'Calling a client',
      paragraphs: ['On a client profile or an appointment, choose the phone number to call it from the business line. The call is added to the log against that client.'],
    },
    {
      heading: 'The call log',
      paragraphs: [
        'The log lists every call with the time, the direction (incoming or outgoing), the duration, the client if known and who handled it. Missed calls are marked so someone can call back.',
        'Filter the log by day, by missed calls or by client to find a particular call.',
      ],
      tips: ['Check missed calls at the start of every shift; a missed call is often a missed booking.'],
    },
  ],
  access: {
    summary: 'Using the phone, the pop-ups and the call log needs view_phone. Booking from the pop-up also needs create_appointments.',
    permissions: ['view_phone', 'create_appointments'],
  },
  related: ['clients', 'appointments', 'ai-messaging'],
};

export const communicationArticles = {
  automations,
  marketing,
  'ai-messaging': aiMessaging,
  phone,
} satisfies HelpArticleGroup;
