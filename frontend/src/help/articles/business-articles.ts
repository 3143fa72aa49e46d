import type { HelpArticleContent, HelpArticleGroup } from '../help-article';

const locations: HelpArticleContent = {
  intro: [
    'A location is one of your salons, spas or clinics. Every appointment, sale, schedule and stock count belongs to a location, and the location selector in the header decides which one the other screens show. Open Locations from the Business group in the sidebar.',
  ],
  sections: [
    {
      heading: 'The locations list',
      paragraphs: [
        'Each location has its own card with its name, a Default tag on the one location that is the default, and an Active or Inactive tag. Inactive locations stay in the list so you can bring them back later; they are hidden from the location selector in the header.',
        'Exactly one location is always the default. When someone has not chosen a location in the header, the default location is selected for them; if there is no default, the first active location is selected.',
        'The list updates by itself: when a manager at another desk adds or changes a location, you see it at once without reloading the page.',
      ],
    },
    {
      heading: 'Add a location',
      paragraphs: ['Names must be unique, and upper and lower case count as the same: "Downtown" and "downtown" are one name, so the second one is refused with a message.'],
      steps: [
        'Open Locations and choose Add location at the top of the page.',
        'In Location name, type the name your team and clients know the location by, for example "Lincoln Park".',
        'Tick Make this the default location only if the new location should become the default straight away.',
        'Choose Add location. The new location appears in the list and in the header location selector.',
      ],
    },
    {
      heading: 'Rename a location',
      paragraphs: ['Appointments and sales refer to the location itself rather than a copy of its name, so they show the new name too.'],
      steps: ['Find the location\'s card and choose Rename.', 'Type the new name in Location name and choose Save name.'],
    },
    {
      heading: 'Set a default location',
      paragraphs: ['Making a location the default removes the Default tag from the previous default, so there is never more than one. The default location\'s card has no Set as default button, because it already is the default.'],
      steps: ['Open Locations.', 'On the card of the location you want, choose Set as default.', 'The Default tag moves to that card and a message confirms the change.'],
      tips: ['An inactive location cannot become the default. Activate it first, then set it as the default.'],
    },
    {
      heading: 'Deactivate or activate a location',
      paragraphs: [
        'Deactivate a location when it closes for good or for a long renovation. Nothing is deleted: its history stays in reports, and you can activate it again at any time.',
        'The default location cannot be deactivated. If you try, the screen explains why and what to do: first set another active location as the default, then deactivate the old one.',
      ],
      steps: [
        'On the card of the location, choose Deactivate. Its tag changes to Inactive and it leaves the header selector.',
        'To bring it back, choose Activate on its card.',
      ],
    },
  ],
  access: {
    summary:
      'Everyone who is signed in sees the active locations in the header selector and the list on this screen. Adding, renaming, setting the default and activating or deactivating need an administrator or the edit_locations permission: without it the buttons are not shown, and the server refuses these changes for anyone else.',
    permissions: ['edit_locations'],
  },
  related: ['settings', 'permissions', 'staff-schedule', 'reports'],
};

const settings: HelpArticleContent = {
  intro: [
    'Settings holds your own profile and preferences and, for managers, the business name and logo. Open it from Settings in the Business group of the sidebar, or from your name in the top right corner: choose Profile & Settings in the user menu. The page is titled Profile & Settings and has four parts: Profile, Change password, Color preferences and Business.',
  ],
  sections: [
    {
      heading: 'Your profile',
      paragraphs: [
        'Profile holds your first name, last name, e-mail, phone and an optional profile picture URL (an http or https address of an image). The header shows your picture as your avatar, or your initials when there is no picture.',
        'Your phone is the number a password reset code is texted to, so keep it current, with its country code, for example +1 312 555 0100.',
      ],
      steps: ['Open Profile & Settings.', 'Change the fields you need under Profile.', 'Choose Save profile. The header shows the new name at once. Discard changes puts the fields back as they were.'],
    },
    {
      heading: 'Change your password',
      paragraphs: ['You need your current password to set a new one. A new password has at least 8 characters. If you have forgotten your current password, sign out and use the forgot password link on the sign-in page instead.'],
      steps: ['Under Change password, type your Current password.', 'Type the New password, and again in Confirm new password.', 'Choose Change password. A message confirms the change.'],
    },
    {
      heading: 'Colors and dark mode',
      paragraphs: [
        'Color preferences belong to you, not to the business: they follow you to every device you sign in on and do not change what your colleagues see. You can choose a Brand color (used for buttons and highlights), a Primary text color and a Secondary text color, and switch Dark mode on or off. A preview shows the result before you save.',
        'The defaults are the brand color #8b5cf6, primary text #111827 and secondary text #6b7280, with dark mode off; Reset to defaults brings them back. Saved colors let you keep up to 12 brand colors and 12 text colors, so you can switch back to one with a single click.',
      ],
      steps: [
        'Type a hex value, for example #0f766e, or pick the color.',
        'To keep it for later, choose Save current brand color (or one of the text color buttons). It appears under Saved brand colors or Saved text colors; choose a saved color to use it again.',
        'Switch Dark mode on or off.',
        'Choose Save colors. The whole app takes the new colors straight away.',
      ],
      tips: ['When you sign out, your colors are removed from the browser, so the next person at a shared front desk computer starts from the defaults.'],
    },
    {
      heading: 'Business name and logo',
      paragraphs: [
        'Under Business, the business name appears across the back office and on the booking page, and the Business logo URL is the https address of an image (leave it empty for no logo). Both are shared by everyone, so a change shows up on every open screen at once, without anyone reloading.',
        'Only an administrator or someone with the edit_business_settings permission can change them; everyone else sees them read-only.',
      ],
      steps: ['Open Profile & Settings and go to Business.', 'Change the Business name (up to 120 characters) or the Business logo URL, and check the logo preview.', 'Choose Save business settings.'],
    },
  ],
  access: {
    summary:
      'Every signed-in team member can change their own profile, password and colors. Changing the business name and logo needs an administrator or edit_business_settings; view_business_settings lets someone see the business settings and the booking design without changing them.',
    permissions: ['edit_business_settings', 'view_business_settings'],
  },
  related: ['locations', 'permissions', 'marketing'],
};

const permissions: HelpArticleContent = {
  intro: [
    'Permissions decide what each team member can see and do. Only administrators see Permissions in the Business group of the sidebar; anyone else who opens the page is told that only administrators can manage permissions. Administrators always have every permission; everyone else has exactly the permissions their groups and direct permissions give them. The screen has two tabs: Groups and Users.',
  ],
  sections: [
    {
      heading: 'How permissions work',
      paragraphs: [
        'Each permission has a name of the form action and area, such as view_clients or edit_locations, and a plain-English label such as "View clients". A permission group is a named set of permissions, such as "Front Desk". A team member belongs to any number of groups, and can also be given direct permissions of their own.',
        'What a person can do is everything from all their groups plus their direct permissions. The server checks every action against this list, so hiding a menu item is never the only protection. When someone opens a screen they are not allowed to see, they are taken back to the dashboard without a message.',
      ],
    },
    {
      heading: 'Create or change a permission group',
      paragraphs: ['Use groups for roles that several people share; it is much easier to keep ten receptionists consistent through one group than through ten sets of direct permissions. Each group card shows how many permissions it holds and how many people are in it.'],
      steps: [
        'Open Permissions and stay on the Groups tab.',
        'Choose New group, or Edit on the card of an existing group.',
        'Fill in Group name and, if useful, a Description such as "Reception at every location".',
        'Tick the permissions the group grants. They are listed by area (Appointments, Clients, Team and so on), and Select all in an area ticks the whole area.',
        'Choose Create group, or Save group. Everyone in the group gains or loses those permissions.',
      ],
      tips: ['Delete removes a group after you confirm with Delete group. Its members lose the permissions it gave them, unless another group or a direct permission gives them too. Deleting cannot be undone.'],
    },
    {
      heading: "Set a user's groups and direct permissions",
      paragraphs: ['Direct permissions are for exceptions, for example one stylist who may also run payroll. Prefer a group when more than one person needs the same thing. While you edit, the dialog lists the person\'s effective permissions, so you see the result before saving.'],
      steps: ['Open the Users tab and find the person.', 'Choose Edit access on their card.', 'Tick their groups, then add or remove direct permissions.', 'Check Effective permissions and choose Save access.'],
    },
    {
      heading: 'The Basic Staff group',
      paragraphs: [
        'Members of a group named "Basic Staff" (in any capitals) see a reduced sidebar: only Dashboard, Appointments, Client Profiles, Staff, Schedule, Time Clock, Services and Phone, and each of those only when they hold the matching permission. Supplies, Retail, Insights, Business and SMS & Email are hidden from them.',
        'The demo Basic Staff group holds view_dashboard, view_calendar, view_clients, view_time_clock and view_own_schedule.',
      ],
    },
    {
      heading: 'When changes take effect',
      paragraphs: [
        "The server applies a change at once. The browser, however, keeps each person's permission list for up to 5 minutes, so a menu item may appear or disappear only after the user's next permission refresh, which happens within 5 minutes or when they sign in again. People in a group whose name contains \"basic\" are never cached: their permissions are read fresh every time.",
      ],
      tips: ['If someone needs a new permission right now, ask them to sign out and sign in again.'],
    },
  ],
  access: {
    summary:
      'Only administrators can open Permissions and change groups, group permissions and direct permissions. No permission can grant this: staff cannot give themselves or anyone else more access.',
    permissions: [],
  },
  related: ['staff', 'settings', 'locations'],
};

export const businessArticles = { locations, settings, permissions } satisfies HelpArticleGroup;
